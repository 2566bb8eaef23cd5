import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than the request's own headers. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A sibling is only worth serving when it is smaller than the file itself.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Writes `X.br` (brotli, max quality) and `X.gz` (gzip -9) next to every text asset of the
 * build above 1 KB, so the server sends a file compressed once at build time instead of
 * compressing it on every request.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marina:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the write, so index.html and the copied public/ files are on disk too.
    async writeBundle({ dir }) {
      // The prerender's SSR build (vite-prerender.ts) is never served.
      if (!dir || config.build.ssr) return;
      const work: Promise<void>[] = [];
      for await (const path of filesUnder(dir)) {
        if (!TEXT_EXTENSIONS.has(extname(path))) continue;
        if ((await stat(path)).size < MIN_BYTES) continue;
        work.push(precompress(path));
      }
      await Promise.all(work);
    },
  };
}
