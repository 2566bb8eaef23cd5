import { existsSync, readFileSync } from 'node:fs';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';

/** Screens only the office opens: an owner's phone never downloads them ahead. */
const OFFICE_SCREEN = /^src\/(?:app\/admin\/|features\/(?:admin-|crew-board\/))/;

interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The shell the service worker precaches (docs/decisions/0028-installable-app.md): the entry and
 * every chunk a visitor can reach from it except through an office screen, read from Vite's
 * manifest (dist/client/.vite/manifest.json). The office's screens (the calendar, the crew board)
 * load from the network as before. Files outside assets/ (index.html, icons) are kept as listed.
 */
export function ownerShellOnly(viteManifestPath: string): ManifestTransform {
  return (entries: (ManifestEntry & { size: number })[]) => {
    if (!existsSync(viteManifestPath)) {
      throw new Error(`no ${viteManifestPath}: the shell is read from the client build's manifest`);
    }
    const chunks = JSON.parse(readFileSync(viteManifestPath, 'utf8')) as Record<string, ViteChunk>;
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || OFFICE_SCREEN.test(key)) return;
      seen.add(key);
      const chunk = chunks[key];
      if (!chunk) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key);
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || files.has(entry.url)),
      warnings: [],
    };
  };
}
