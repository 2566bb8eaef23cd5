import type { Plugin } from 'vite';

/**
 * react-router's production build names its components with top-level statements
 * (`Form.displayName = "Form"`) and creates them with unannotated `React.forwardRef(...)`
 * calls. Both count as side effects, so the bundler keeps <Form>, <ScrollRestoration>,
 * useSubmit and the rest although nothing here uses them: 1.3 KB gzip on every page. This drops
 * the names (read only by React DevTools) and marks forwardRef pure. Should a new version
 * change either pattern, nothing breaks; the bytes just come back (npm run budget shows them).
 */
export function shakeReactRouter(): Plugin {
  return {
    name: 'marina:shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        return code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
      },
    },
  };
}
