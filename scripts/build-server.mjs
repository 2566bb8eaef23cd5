// `npm run build`, second half: the server as one JavaScript module in dist/server, so
// `npm start` in production runs plain Node with no TypeScript compiler loaded. Packages stay
// imports of node_modules; only our own code (server/src and shared/) is bundled.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['server/src/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The @shared/* paths come from tsconfig.base.json, which esbuild reads through server/.
  tsconfig: 'server/tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server compiled to dist/server/index.js in ${Date.now() - started} ms`);
