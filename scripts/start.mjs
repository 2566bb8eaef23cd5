// `npm start`: build what is missing (the web client, the compiled server), then run the
// compiled server: plain Node, no TypeScript compiler at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const serverEntry = 'dist/server/index.js';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (!existsSync('dist/client/index.html')) {
  console.log('Building the web client (first start only)...');
  // The server's NODE_ENV (often development) must not make Vite ship a development React.
  run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    ...process.env,
    NODE_ENV: 'production',
  });
}

// A checkout newer than its compiled server (a `git pull` without `npm run build`) must not
// run yesterday's code; where the build tool is absent (a production install without dev
// packages) the deploy's `npm run build` is what counts.
const serverBuilt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
const sourcesChanged =
  existsSync('server/src') &&
  Math.max(newestSource('server/src'), newestSource('shared')) > serverBuilt;
if (!serverBuilt || (sourcesChanged && existsSync('node_modules/esbuild'))) {
  console.log('Compiling the server...');
  run(process.execPath, ['scripts/build-server.mjs']);
}

// After the builds (dist/ is public code a proxy may serve), before the server writes anything:
// its data and secrets are owner-only (server/src/lib/private-files.ts; main() sets it too).
process.umask(0o077);
process.setSourceMapsEnabled(true);
const { main } = await import(`../${serverEntry}`);
await main();
