#!/usr/bin/env node
// What each page of the built client costs a visitor in gzipped JS and CSS, read from Vite's
// manifest (dist/client/.vite/manifest.json), and the landing page's JS against its budget (100 KB,
// docs/performance.md). Exits 1 when the landing page passes the budget or nothing is built.
//
//   npm run build && npm run budget        BUDGET_KB=90 npm run budget
//
// KB here is 1,000 bytes, as Vite prints it. Sizes are gzip level 9, what the server sends
// from the .gz siblings the build writes (brotli, sent to most browsers, is smaller still).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const manifestPath = `${distDir}.vite/manifest.json`;
const ENTRY = 'index.html';
const LANDING = 'src/features/landing/components/landing-page.tsx';
// router.tsx renders every page inside the header-and-footer layout except the landing and
// auth pages, so a visitor of any other page loads the layout's chunk as well.
const LAYOUT = 'src/app/layout/app-layout.tsx';
const OUTSIDE_LAYOUT = [
  'src/features/landing/',
  'src/features/auth/',
  'src/components/ui/toaster',
  'src/app/app-updates',
];
// Mounted by the providers on every page once it has loaded and the browser is idle.
const TOASTER = 'src/components/ui/toaster.tsx';
const APP_UPDATES = 'src/app/app-updates.tsx';
const budgetKb = Number(process.env.BUDGET_KB ?? 100);

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

if (!Number.isFinite(budgetKb) || budgetKb <= 0) fail(`BUDGET_KB must be a number of KB`);
if (!existsSync(manifestPath)) {
  fail(
    `no ${existsSync(distDir) ? 'manifest in' : 'build at'} dist/client: run npm run build first`,
  );
}

/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest[ENTRY]) fail(`the manifest has no ${ENTRY} entry: run npm run build first`);
if (!manifest[LANDING]) fail(`the manifest has no chunk for ${LANDING} (was the route renamed?)`);

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(distDir + file), { level: 9 }).length);
  }
  return gzipped.get(file);
}

/** The chunk and everything it imports statically, each once (manifest keys). */
function staticClosure(key, keys = new Set()) {
  if (keys.has(key)) return keys;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, keys);
  return keys;
}

/** How a visitor reaches a lazy chunk: the entry, then each lazy chunk that imports the next. */
function pathFromEntry(target) {
  const queue = [[ENTRY]];
  const seen = new Set([ENTRY]);
  while (queue.length > 0) {
    const path = queue.shift();
    if (path.at(-1) === target) return path;
    for (const key of staticClosure(path.at(-1))) {
      for (const next of manifest[key].dynamicImports ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return [target];
}

/** The JS and CSS files a visitor of `key` has loaded: every chunk on the way, with imports. */
function filesFor(key) {
  const steps = pathFromEntry(key);
  const outside = steps.some(
    (step) => step === LAYOUT || OUTSIDE_LAYOUT.some((prefix) => step.startsWith(prefix)),
  );
  if (!outside && key !== ENTRY && manifest[LAYOUT]) steps.push(LAYOUT);
  const files = new Set();
  for (const step of steps) {
    for (const chunkKey of staticClosure(step)) {
      files.add(manifest[chunkKey].file);
      for (const css of manifest[chunkKey].css ?? []) files.add(css);
    }
  }
  return files;
}

function sizes(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  }
  return { js, css };
}

function row(key) {
  const chunk = manifest[key];
  const own = sizes(new Set([chunk.file, ...(chunk.css ?? [])]));
  const total = sizes(filesFor(key));
  return { name: key.replace(/^src\//, ''), own, total };
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort();
const rows = [...entries, ...lazy].map(row);

const kb = (bytes) => (bytes / 1000).toFixed(1);
const width = Math.max(...rows.map((r) => r.name.length), 'chunk'.length);
const header = ['JS', 'CSS', 'total JS', 'total CSS'].map((h) => h.padStart(11)).join('');
console.log(
  `Gzipped KB of each entry and lazy chunk, and in total for its visitor: the chunk, the\n` +
    `chunks on the way to it (entry, layout, the page that loads it) and their imports, once each.\n`,
);
console.log(`${'chunk'.padEnd(width)}${header}`);
for (const { name, own, total } of rows) {
  const cells = [own.js, own.css, total.js, total.css].map((n) => kb(n).padStart(11)).join('');
  console.log(`${name.padEnd(width)}${cells}`);
}

const landing = row(LANDING);
const mainCss = sizes(new Set(manifest[ENTRY].css ?? []));
console.log(
  `\nLanding page (/): ${kb(landing.total.js)} KB of JS (budget ${budgetKb} KB), ` +
    `${kb(landing.total.css)} KB of CSS (the main stylesheet is ${kb(mainCss.css)} KB).`,
);
const idleChunks = [TOASTER, APP_UPDATES].filter((key) => manifest[key]);
if (idleChunks.length > 0) {
  const landingFiles = filesFor(LANDING);
  const later = new Set(
    idleChunks.flatMap((key) => [...filesFor(key)].filter((file) => !landingFiles.has(file))),
  );
  console.log(
    `Once loaded and idle, every page also fetches the toast renderer (and, signed in, the ` +
      `service worker's registration): ${kb(sizes(later).js)} KB more JS at most, outside the budget.`,
  );
}
if (landing.total.js > budgetKb * 1000) {
  fail(
    `the landing page loads ${kb(landing.total.js)} KB of gzipped JS, over its budget of ` +
      `${budgetKb} KB: see the table above for what it imports.`,
  );
}
