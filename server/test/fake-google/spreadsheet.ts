import { HttpFailure } from './google-http';
import { parseRange, type SheetCell, type SheetGrid } from './sheet-grid';

interface GridSize {
  rowCount?: number;
  columnCount?: number;
}

/** The two batchUpdate requests the export sends. */
interface BatchRequest {
  addSheet?: { properties: { title: string; gridProperties?: GridSize } };
  updateSheetProperties?: { properties: { sheetId: number; gridProperties?: GridSize } };
}

function rangeOf(text: string) {
  try {
    return parseRange(text);
  } catch (error) {
    throw new HttpFailure(400, (error as Error).message);
  }
}

/**
 * One spreadsheet's sheets and the Sheets v4 calls the export makes on it: `handle` answers
 * a call below /v4/spreadsheets/{id} (`rest` is what follows the id) or throws HttpFailure.
 */
export function fakeSpreadsheet(spreadsheetId: string) {
  const sheets: SheetGrid[] = [
    { sheetId: 0, title: 'Sheet1', rowCount: 1000, columnCount: 26, cells: [] },
  ];
  let nextSheetId = 1000;

  const sheetNamed = (title: string) => {
    const sheet = sheets.find((s) => s.title === title);
    if (!sheet) throw new HttpFailure(400, `Unable to parse range: ${title}`);
    return sheet;
  };

  function handle(method: string, rest: string, url: URL, body: string): unknown {
    if (method === 'GET' && rest === '') {
      return {
        spreadsheetId,
        properties: { title: 'Marina bookings' },
        sheets: sheets.map((s, index) => ({
          properties: {
            sheetId: s.sheetId,
            title: s.title,
            index,
            gridProperties: { rowCount: s.rowCount, columnCount: s.columnCount },
          },
        })),
      };
    }
    if (method === 'POST' && rest === ':batchUpdate') {
      const { requests } = JSON.parse(body) as { requests: BatchRequest[] };
      const replies = requests.map((request) => batchRequest(request));
      return { spreadsheetId, replies };
    }
    const values = /^\/values\/([^:]+)(:clear)?$/.exec(rest);
    if (values) {
      const range = rangeOf(decodeURIComponent(values[1]!));
      const sheet = sheetNamed(range.title);
      if (method === 'POST' && values[2]) {
        sheet.cells = range.startRow === 0 ? [] : sheet.cells.slice(0, range.startRow);
        return { spreadsheetId, clearedRange: range.title };
      }
      if (method === 'PUT' && !values[2]) {
        if (url.searchParams.get('valueInputOption') !== 'RAW') {
          throw new HttpFailure(400, 'The export writes RAW values');
        }
        const { values: rows } = JSON.parse(body) as { values: unknown[][] };
        return writeRows(sheet, range.startRow, rows);
      }
    }
    throw new HttpFailure(404, `No fake for ${method} ${rest}`);
  }

  function batchRequest(request: BatchRequest) {
    if (request.addSheet) {
      const { properties } = request.addSheet;
      if (sheets.some((s) => s.title === properties.title)) {
        throw new HttpFailure(
          400,
          `Invalid requests[0].addSheet: A sheet with the name "${properties.title}" already exists.`,
        );
      }
      const sheet: SheetGrid = {
        sheetId: nextSheetId++,
        title: properties.title,
        rowCount: properties.gridProperties?.rowCount ?? 1000,
        columnCount: properties.gridProperties?.columnCount ?? 26,
        cells: [],
      };
      sheets.push(sheet);
      return { addSheet: { properties: { sheetId: sheet.sheetId, title: sheet.title } } };
    }
    if (request.updateSheetProperties) {
      const { properties } = request.updateSheetProperties;
      const sheet = sheets.find((s) => s.sheetId === properties.sheetId);
      if (!sheet) throw new HttpFailure(400, `No grid with id: ${properties.sheetId}`);
      sheet.rowCount = properties.gridProperties?.rowCount ?? sheet.rowCount;
      sheet.columnCount = properties.gridProperties?.columnCount ?? sheet.columnCount;
      sheet.cells = sheet.cells
        .slice(0, sheet.rowCount)
        .map((row) => row.slice(0, sheet.columnCount));
      return {};
    }
    throw new HttpFailure(400, `The fake does not know ${Object.keys(request).join(', ')}`);
  }

  function writeRows(sheet: SheetGrid, startRow: number, rows: unknown[][]) {
    const widest = Math.max(0, ...rows.map((row) => row.length));
    if (startRow + rows.length > sheet.rowCount || widest > sheet.columnCount) {
      throw new HttpFailure(
        400,
        `Range ('${sheet.title}'!A${startRow + 1}) exceeds grid limits. Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`,
      );
    }
    rows.forEach((row, i) => {
      sheet.cells[startRow + i] = row.map((cell) =>
        typeof cell === 'number' ? cell : String(cell),
      );
    });
    return {
      spreadsheetId,
      updatedRows: rows.length,
      updatedColumns: widest,
      updatedCells: rows.reduce((n, row) => n + row.length, 0),
    };
  }

  return {
    handle,
    rows: (title: string) => sheets.find((s) => s.title === title)?.cells.map((r) => [...r]) ?? [],
    sheetTitles: () => sheets.map((s) => s.title),
    addSheet: (title: string, rows: SheetCell[][]) => {
      sheets.push({ sheetId: nextSheetId++, title, rowCount: 1000, columnCount: 26, cells: rows });
    },
    fillSheet: (title: string, rows: SheetCell[][]) => {
      const sheet = sheets.find((s) => s.title === title);
      if (!sheet) throw new Error(`no sheet ${title}`);
      sheet.cells = rows.map((row) => [...row]);
      sheet.rowCount = Math.max(sheet.rowCount, rows.length);
    },
  };
}
