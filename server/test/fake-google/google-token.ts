import { randomBytes, verify } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { HttpFailure, sendJson } from './google-http';
import type { ServiceAccount } from './service-account';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const base64UrlJson = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Google's side of RFC 7523: the assertion must be an RS256 JWT from this account, for this scope. */
function checkAssertion(assertion: string, account: ServiceAccount): Record<string, unknown> {
  const [header, payload, signature] = assertion.split('.');
  if (!header || !payload || !signature) throw new HttpFailure(400, 'malformed assertion');
  if (base64UrlJson(header).alg !== 'RS256') throw new HttpFailure(400, 'alg must be RS256');
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    account.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new HttpFailure(400, 'Invalid JWT Signature.');
  const claims = base64UrlJson(payload);
  const now = Date.now() / 1000;
  if (claims.iss !== account.clientEmail) throw new HttpFailure(400, 'Invalid issuer');
  if (claims.aud !== GOOGLE_TOKEN_URL) throw new HttpFailure(400, 'Invalid audience');
  if (!String(claims.scope).split(' ').includes('https://www.googleapis.com/auth/spreadsheets')) {
    throw new HttpFailure(400, 'Invalid scope');
  }
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp - now > 3700) {
    throw new HttpFailure(400, 'Invalid JWT: Token must be a short-lived token');
  }
  return claims;
}

/**
 * The token endpoint: a JWT-bearer grant signed by `account` earns an access token, added to
 * `tokens`; the grant's claims are kept in `grants`.
 */
export function tokenEndpoint(
  account: ServiceAccount,
  tokens: Set<string>,
  grants: Record<string, unknown>[],
) {
  return (body: string, res: ServerResponse) => {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      sendJson(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    try {
      grants.push(checkAssertion(form.get('assertion') ?? '', account));
    } catch (error) {
      sendJson(res, 400, { error: 'invalid_grant', error_description: (error as Error).message });
      return;
    }
    const accessToken = `ya29.fake-${randomBytes(12).toString('hex')}`;
    tokens.add(accessToken);
    sendJson(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  };
}
