import { hasControlCharacters } from '@shared/control-characters';
import { paths } from './paths';

// Apart from paths.ts, which every page loads: only the sign-in page needs this check.
const AUTH_PAGES: readonly string[] = [paths.auth, paths.login, paths.register];

/**
 * Where to go after signing in when a protected page sent the visitor to sign in: only a path
 * on this site. Anything that a browser could read as another host ('//evil', '/\evil',
 * 'https://…', a tab or newline inside) is refused, and so is an auth page (it would loop).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (hasControlCharacters(value)) return null;
  const base = 'https://marina.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || AUTH_PAGES.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
