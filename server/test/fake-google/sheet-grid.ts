/**
 * A cell as RAW input keeps it: a JSON number stays a number (the sheet sorts and sums it),
 * anything else is text.
 */
export type SheetCell = string | number;

/** One sheet of the fake spreadsheet: its grid size and the cells written to it. */
export interface SheetGrid {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  cells: SheetCell[][];
}

/** A1 notation as the export writes it: `Bookings`, `'Bookings'!A1`, `Bookings!A5001`. */
export function parseRange(range: string): { title: string; startRow: number } {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!([A-Z]+)(\d+)(?::[A-Z]+\d*)?)?$/.exec(range);
  if (!match) throw new Error(`Unable to parse range: ${range}`);
  const title = match[1]?.replace(/''/g, "'") ?? match[2]!;
  if (match[3] && match[3] !== 'A') throw new Error(`The fake writes from column A only: ${range}`);
  return { title, startRow: match[4] ? Number(match[4]) - 1 : 0 };
}
