import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { THEME_STORAGE_KEY } from '../shared/theme';
import { precompress } from './vite-precompress';

interface PrerenderEntry {
  prerenderedPages: { path: string; modules: string[] }[];
  renderPage(path: string): Promise<string>;
}

/** Where a page's file goes under the client's outDir; the server looks for the same name. */
const pageFile = (path: string) => `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * The saved theme, applied before the first paint of a prerendered page. A blocking script of
 * its own file (the CSP allows no inline one), fetched alongside the stylesheet, which blocks
 * the paint anyway; main.tsx applies the same again for pages React renders itself.
 */
const themeScript =
  `try{var d=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark",` +
  `e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}` +
  `catch(_){}\n`;

/**
 * After the client build: builds `entry` for Node (a second, SSR build of the same config),
 * renders each of its pages and writes them as dist/client/prerendered/<page>.html, the built
 * index.html with the markup in #root, the theme script, and modulepreload links for the
 * page's lazy chunks, so the browser paints before any script has run and fetches the page's
 * code at once. The server sends these to browsers without a session (client-files.ts).
 */
export function prerenderPages(entry: string, cacheDir: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marina:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      // The nested build below is the SSR one; a failed client build has nothing to wrap.
      if (config.build.ssr || error) return;
      const outDir = config.build.outDir;
      const ssrDir = join(cacheDir, `prerender-${process.pid}`);
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: entry,
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const built = (await readdir(ssrDir)).find((name) => /^prerender\.m?js$/.test(name));
        if (!built) throw new Error(`the prerender build wrote no entry in ${ssrDir}`);
        const render = (await import(pathToFileURL(join(ssrDir, built)).href)) as PrerenderEntry;
        await writePages(render, outDir, config.base);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

async function writePages(render: PrerenderEntry, outDir: string, base: string) {
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

  const theme = `assets/theme-${createHash('sha256').update(themeScript).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, theme), themeScript);

  // The entry's own imports are in index.html already (Vite preloads them).
  const inEntry = staticClosure(manifest, 'index.html');
  await mkdir(join(outDir, 'prerendered'), { recursive: true });
  for (const page of render.prerenderedPages) {
    const markup = await render.renderPage(page.path);
    // The CSP runs no inline script: markup that needed one would never finish hydrating. (Style
    // attributes, as Radix's tablist has, are allowed: helmet's style-src has 'unsafe-inline'.)
    if (markup.includes('<script')) throw new Error(`${page.path} prerendered an inline script`);
    const chunks = new Set<string>();
    for (const module of page.modules) {
      if (!manifest[module])
        throw new Error(`${page.path}: no chunk for ${module} in the manifest`);
      for (const key of staticClosure(manifest, module)) if (!inEntry.has(key)) chunks.add(key);
    }
    const preloads = [...chunks]
      .map(
        (key) =>
          `    <link rel="modulepreload" crossorigin href="${base}${manifest[key]!.file}">\n`,
      )
      .join('');
    const html = lowPriorityScripts(
      template
        .replace('  </head>', () => `${preloads}  </head>`)
        // A function, so a `$` in the markup is not read as a replacement pattern.
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
    ).replace(
      // First in line, before the scripts: it blocks the paint, as the stylesheet does.
      '<script type="module"',
      () => `<script src="${base}${theme}"></script>\n    <script type="module"`,
    );
    const file = join(outDir, pageFile(page.path));
    await writeFile(file, html);
    await precompress(file);
  }
}

/**
 * A prerendered page is painted without its scripts: they only make it interactive, so they
 * yield the network to the stylesheet. (At their default priority, scripts that arrive before
 * the first paint count against it too in Lighthouse's simulation.)
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** The chunk and everything it imports statically (manifest keys). */
function staticClosure(manifest: Manifest, key: string, keys = new Set<string>()): Set<string> {
  if (keys.has(key)) return keys;
  keys.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, keys);
  return keys;
}
