import { auth, sheets, type sheets_v4 } from '@googleapis/sheets';
import type { ServiceAccountKey } from '../../lib/google-service-account';

const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/**
 * The official Sheets client signed in as the service account (decision record 0006). With
 * `rootUrl` (GOOGLE_API_ROOT_URL) both the API and the token grant go to that host: the client
 * takes `rootUrl` for the API, but the token library has Google's token URL built in, so its
 * requests are redirected by an interceptor on the client's own transport.
 */
export function createSheetsApi(key: ServiceAccountKey, rootUrl?: string): sheets_v4.Sheets {
  const jwt = new auth.JWT({
    email: key.clientEmail,
    key: key.privateKey,
    scopes: [SPREADSHEETS_SCOPE],
  });
  if (rootUrl) {
    const tokenUrl = new URL('token', rootUrl);
    jwt.transporter.interceptors.request.add({
      resolved: (options) => {
        if (options.url.href === GOOGLE_TOKEN_URL) options.url = tokenUrl;
        return Promise.resolve(options);
      },
    });
  }
  return sheets({ version: 'v4', auth: jwt, rootUrl });
}
