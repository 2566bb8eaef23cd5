import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Helmet's headers with the app's Content-Security-Policy. */
export function securityHeaders(options: {
  isProduction: boolean;
  /** Vite's dev server injects inline scripts for hot reload; production keeps the full policy. */
  devClient: boolean;
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: options.devClient
      ? false
      : { directives: { upgradeInsecureRequests: options.isProduction ? [] : null } },
    strictTransportSecurity: options.isProduction,
  });
}
