import type { sheets_v4 } from '@googleapis/sheets';
import type { ExportCell } from './export-columns';
import { withRetries, type RetryPolicy } from './google-retry';

export const SHEET_TITLE = 'Bookings';
const RANGE = `'${SHEET_TITLE}'`;
/** Per call: our own retries instead of the client's (it repeats only some methods), and no hang. */
const CALL_OPTIONS = { retry: false, timeout: 30_000 };
/**
 * Google recommends request bodies of at most 2 MB. Rows are cut into writes of about 1 MB
 * (special requests run to 1,000 characters, so a row count alone would not bound the size).
 */
const WRITE_BYTES = 1_000_000;

/** Rows in consecutive runs whose JSON stays under WRITE_BYTES. */
export function chunksOf(rows: ExportCell[][], maxBytes = WRITE_BYTES): ExportCell[][][] {
  const chunks: ExportCell[][][] = [];
  let current: ExportCell[][] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(JSON.stringify(row)) + 1;
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The 'Bookings' sheet, created when missing, sized to exactly the rows about to be written:
 * growing it lets the writes fit the grid, shrinking it drops an older, longer export's tail.
 */
async function prepareSheet(
  api: sheets_v4.Sheets,
  spreadsheetId: string,
  rowCount: number,
  columnCount: number,
): Promise<number> {
  // A frozen header needs one more row below it, even when there are no bookings.
  const gridProperties = { rowCount: Math.max(rowCount, 2), columnCount, frozenRowCount: 1 };
  const { data } = await api.spreadsheets.get(
    { spreadsheetId, fields: 'sheets.properties(sheetId,title)' },
    CALL_OPTIONS,
  );
  const existing = data.sheets?.find((sheet) => sheet.properties?.title === SHEET_TITLE);
  const sheetId = existing?.properties?.sheetId;
  if (typeof sheetId === 'number') {
    await api.spreadsheets.batchUpdate(
      {
        spreadsheetId,
        requestBody: {
          requests: [
            {
              updateSheetProperties: {
                properties: { sheetId, gridProperties },
                fields: 'gridProperties(rowCount,columnCount,frozenRowCount)',
              },
            },
          ],
        },
      },
      CALL_OPTIONS,
    );
    return sheetId;
  }
  const added = await api.spreadsheets.batchUpdate(
    {
      spreadsheetId,
      requestBody: {
        requests: [{ addSheet: { properties: { title: SHEET_TITLE, gridProperties } } }],
      },
    },
    CALL_OPTIONS,
  );
  const newId = added.data.replies?.[0]?.addSheet?.properties?.sheetId;
  if (typeof newId !== 'number') throw new Error('Google did not say which sheet it added');
  return newId;
}

/**
 * Replaces the 'Bookings' sheet's content with `rows` (header first): size, clear, then write
 * in chunks, each step retried on its own. RAW keeps a number a number and text text (never a
 * formula). An export never appends: run twice, it leaves one copy.
 */
export async function replaceBookingsSheet(
  api: sheets_v4.Sheets,
  spreadsheetId: string,
  rows: ExportCell[][],
  retry: RetryPolicy,
): Promise<number> {
  const columnCount = rows[0]?.length ?? 1;
  // Get-then-add is retried as one step, so a retry after a lost answer finds the sheet it added.
  const sheetId = await withRetries(
    () => prepareSheet(api, spreadsheetId, rows.length, columnCount),
    retry,
  );
  await withRetries(
    () => api.spreadsheets.values.clear({ spreadsheetId, range: RANGE }, CALL_OPTIONS),
    retry,
  );
  let nextRow = 1;
  for (const chunk of chunksOf(rows)) {
    const range = `${RANGE}!A${nextRow}`;
    await withRetries(
      () =>
        api.spreadsheets.values.update(
          { spreadsheetId, range, valueInputOption: 'RAW', requestBody: { values: chunk } },
          CALL_OPTIONS,
        ),
      retry,
    );
    nextRow += chunk.length;
  }
  return sheetId;
}
