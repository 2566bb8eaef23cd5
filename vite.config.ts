import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/vite-precompress';
import { prerenderPages } from './scripts/vite-prerender';
import { ownerShellOnly } from './scripts/vite-pwa-shell';
import { shakeReactRouter } from './scripts/vite-shake-react-router';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// react-router's package exports name only its development build (warnings on, every dev-only
// message kept: remix-run/react-router#12532, #14102); a production build takes the production
// one (half a KB less gzip, and no development warnings in visitors' consoles).
// Both this and shakeReactRouter are measured in docs/decisions/0026-react-router-production-build.md.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  root: fromRoot('./client'),
  plugins: [
    react(),
    tailwindcss(),
    shakeReactRouter(),
    precompressAssets(),
    prerenderPages(fromRoot('./client/src/prerender.tsx'), fromRoot('./node_modules/.cache')),
    // The service worker (client/service-worker/sw.ts, docs/decisions/0028-installable-app.md): our
    // own code around Workbox's precache and routes, built to dist/client/sw.js with the shell's
    // file list injected. The page registers it (app/app-updates.tsx); the manifest is the
    // server's, from the settings (modules/web-app).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/icon-192.png'],
        manifestTransforms: [ownerShellOnly(fromRoot('./dist/client/.vite/manifest.json'))],
      },
    }),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? reactRouterProduction : []),
      { find: '@shared', replacement: fromRoot('./shared') },
      { find: '@', replacement: fromRoot('./client/src') },
      // react-big-calendar imports dayjs plugins for a localizer we do not use (date-fns).
      {
        find: /^dayjs\/plugin\/.*$/,
        replacement: fromRoot(
          './client/src/features/admin-bookings/components/calendar/dayjs-plugin-stub.ts',
        ),
      },
    ],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, read by `npm run budget`. The server
    // never serves it (express.static skips dot-folders), and it would reveal nothing that the
    // chunks themselves do not.
    manifest: true,
    // Browsers without <link rel="modulepreload"> (Safari before 17) find the entry's imports
    // when they parse it, one round trip later; everyone else would pay for the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // components/ui modules only declare components, so one imported for a re-exported
        // name alone is left out: landing-page.tsx's buttonClasses (from ui/button) then does
        // not bring <Button>'s cn and tailwind-merge with it.
        moduleSideEffects: (id) =>
          /[\\/]client[\\/]src[\\/]components[\\/]ui[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // Libraries in chunks of their own, so a release of the app's code leaves the
        // browser's cached copies of them valid. Of the query library, the part the entry
        // needs ($initial) comes first; mutations and infinite lists follow with the pages
        // that use them.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor-router',
              test: /node_modules[\\/]react-router(-dom)?[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'vendor-query-more', test: /node_modules[\\/]@tanstack[\\/]/, priority: 0 },
            {
              name: 'vendor-tailwind-merge',
              test: /node_modules[\\/]tailwind-merge[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
