import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Brotli or gzip, as the request's Accept-Encoding prefers (brotli on a tie), for text bodies
 * of 1 kB and more: API JSON, the CSV export (still streamed, in compressed chunks) and static
 * files that have no precompressed copy. compression's filter only takes compressible types,
 * and it leaves alone a body that already has a Content-Encoding (the build's .br/.gz copies).
 * Brotli quality 4 (the library's default, set here on purpose): about gzip's speed for a
 * smaller body; the build compresses its copies ahead of time at the top quality.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
