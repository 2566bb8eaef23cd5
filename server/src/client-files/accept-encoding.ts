export type FileCoding = 'br' | 'gzip' | 'identity';

const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * Which precompressed copy of a file to send, from the request's Accept-Encoding: the client's
 * weights decide, and on a tie brotli (the smaller file) wins, though browsers list gzip first.
 * A coding the client does not name, or names with q=0, is never chosen; identity always remains.
 */
export function preferredFileCoding(acceptEncoding: string | undefined): FileCoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      if (!/^q\s*=/i.test(param)) continue;
      // A weight that cannot be read counts as a refusal rather than a yes.
      const match = QUALITY.exec(param.replace(/\s+/g, ''));
      weight = match ? Number(match[1]) : 0;
    }
    weights.set(name.toLowerCase(), weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
