import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Every script, style, font, image and request of the app and of the API reference (/api/docs,
 * whose renderer this server serves) is of this origin, so the policy names no other: helmet's
 * defaults allow any https: origin's fonts and styles. Inline styles stay allowed because the
 * pages need them, as the browser suite found (e2e/content-security-policy.e2e.ts): Radix's
 * dialogs and menus lock scrolling with a <style> element they insert, the prerendered pages
 * carry the style attributes Radix renders (a checkbox's hidden input, visually hidden text),
 * and the API reference's renderer inserts its styles. Inline scripts stay refused. Images may
 * be data: URLs: the renderer's icons are SVG masks written as data: URLs.
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** Helmet's headers with the app's Content-Security-Policy. */
export function securityHeaders(options: {
  isProduction: boolean;
  /** Vite's dev server injects inline scripts for hot reload; production keeps the full policy. */
  devClient: boolean;
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: options.devClient
      ? false
      : {
          useDefaults: false,
          directives: {
            ...DIRECTIVES,
            ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: options.isProduction,
  });
}
