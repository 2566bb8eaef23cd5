/**
 * A screen's code that did not load. After a deploy the old build's chunks are gone, and a page
 * opened before it still asks for them: reloading brings the new build. sessionStorage remembers
 * the reload, so a chunk that fails again right after it shows the error screen instead of
 * reloading the page round and round.
 *
 * Chrome, Firefox and Safari word a failed import() differently; Vite's own failure (a
 * stylesheet) says "Unable to preload CSS". Vite's vite:preloadError event carries these same
 * errors, which then reach the screen's boundary, so it needs no listener of its own.
 */
const CHUNK_FAILURE = /dynamically imported module|module script failed|preload CSS/i;
const RELOADED_AT = 'chunk-reload-at';
/** Long enough for a slow phone to reload and ask for the chunk again. */
const RELOAD_GUARD_MS = 60_000;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));

/** False within a minute of the last reload, or when sessionStorage cannot say (no guard, no reload). */
export function mayReloadForChunk(): boolean {
  try {
    return !(Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

export function reloadForChunk(): void {
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}
