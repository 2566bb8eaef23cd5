import { existsSync } from 'node:fs';
import { z } from 'zod';
import { serviceAccountKeyOf } from '../lib/google-service-account';
import { optionalString, urlSetting } from './setting-types';

/** The export to Google Sheets (docs/product.md#export): the service account and the sheet. */
export const googleSettings = {
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: optionalString.pipe(
    z
      .string()
      .refine((path) => existsSync(path), 'file does not exist')
      .optional(),
  ),
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalString,
  GOOGLE_SHEETS_SPREADSHEET_ID: optionalString,
  GOOGLE_API_ROOT_URL: optionalString.pipe(urlSetting.optional()),
};

/** A broken Google key fails at start-up, not at the office's first export. */
export function googleProblems(config: z.output<z.ZodObject<typeof googleSettings>>): string[] {
  const setting = config.GOOGLE_SERVICE_ACCOUNT_JSON
    ? 'GOOGLE_SERVICE_ACCOUNT_JSON'
    : 'GOOGLE_SERVICE_ACCOUNT_KEY_FILE';
  try {
    serviceAccountKeyOf(config);
    return [];
  } catch (error) {
    return [`${setting}: ${(error as Error).message}`];
  }
}
