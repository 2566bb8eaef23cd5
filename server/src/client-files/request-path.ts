import path from 'node:path';

/**
 * The file a request path names inside root, or undefined when the path could reach outside it
 * or name something never served: an undecodable escape, an encoded slash or backslash, a NUL,
 * a `..` segment, or a dotfile. Express leaves req.path percent-encoded; this decodes it once.
 */
export function fileInside(root: string, requestPath: string): string | undefined {
  if (/%(?:2f|5c|00)/i.test(requestPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.join(root, decoded);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}
