import { AppError } from '../../lib/errors';
import { failureOf, RetriesExhausted } from './google-retry';

export interface SheetsTarget {
  clientEmail: string;
  spreadsheetId: string;
}

const failed = (message: string) => new AppError(502, 'export_failed', message);

/** Google's own words, when it gave any: `{ error: { message } }` or OAuth's `{ error, error_description }`. */
function googleWords(data: unknown): { oauthError?: string; message?: string } {
  if (!data || typeof data !== 'object') return {};
  const { error, error_description: description } = data as Record<string, unknown>;
  if (typeof error === 'string') {
    return { oauthError: error, message: typeof description === 'string' ? description : error };
  }
  const nested = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  return { message: typeof nested.message === 'string' ? nested.message : undefined };
}

/**
 * A failed export as a 502 an admin can act on (docs/product.md#export): what Google said, in the
 * office's words, naming the setting or the sharing step to fix. Never a stack or a 500.
 */
export function exportFailure(error: unknown, target: SheetsTarget): AppError {
  const exhausted = error instanceof RetriesExhausted ? error : null;
  const { status, code, response } = failureOf(exhausted ? exhausted.last : error);
  const words = googleWords(response?.data);
  const tries = exhausted ? ` after ${exhausted.attempts} tries` : '';
  if (words.oauthError || status === 401) {
    return failed(
      `Google refused the service account's key (${words.oauthError ?? status}: ${words.message ?? 'unauthenticated'}). ` +
        `Check that GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_SERVICE_ACCOUNT_KEY_FILE holds a current key for ${target.clientEmail}.`,
    );
  }
  if (status === 403) {
    return failed(
      `Google Sheets refused access to the spreadsheet: share it with the service account ${target.clientEmail} as an editor, then export again.`,
    );
  }
  if (status === 404) {
    return failed(
      `Google Sheets has no spreadsheet with the id "${target.spreadsheetId}": check GOOGLE_SHEETS_SPREADSHEET_ID (the part of the sheet's address between /d/ and /edit).`,
    );
  }
  if (status === 429) {
    return failed(
      `Google Sheets is limiting requests (429${tries}): wait a minute, then export again.`,
    );
  }
  if (status !== undefined && status >= 500) {
    return failed(
      `Google Sheets is not answering (${status}${tries}): try again in a few minutes.`,
    );
  }
  if (status !== undefined) {
    return failed(
      `Google Sheets refused the export (${status}: ${words.message ?? 'no reason given'}).`,
    );
  }
  const reason = typeof code === 'string' ? code : 'no answer';
  return failed(
    `Could not reach Google Sheets (${reason}${tries}): check that this server can reach Google, then export again.`,
  );
}
