// `npm run build`, second half: the server as one JavaScript module in dist/server, so
// `npm start` in production runs plain Node with no TypeScript compiler loaded. Packages stay
// imports of node_modules; only our own code (server/src and shared/) is bundled.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const started = Date.now();
const result = await build({
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
  write: false,
});
// Each file whole or not at all: the browser and operations suites compile at their start
// and copy what they compiled, and in CI one may copy while the other writes.
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
console.log(`server compiled to dist/server/index.js in ${Date.now() - started} ms`);
