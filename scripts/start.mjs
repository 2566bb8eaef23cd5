// `npm start`: build the client if it has not been built yet, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

if (!existsSync('dist/client/index.html')) {
  console.log('Building the web client (first start only)...');
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The server's NODE_ENV (often development) must not make Vite ship a development React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
const { main } = await import('../server/src/index.ts');
await main();
