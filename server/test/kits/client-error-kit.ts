import type { Express } from 'express';
import request from 'supertest';
import type { ClientErrorReportInput } from '@shared/schemas/client-errors';

const daySheetError = {
  kind: 'render',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'timeSlot')",
  route: '/admin/day/:date',
  stack:
    "TypeError: Cannot read properties of undefined (reading 'timeSlot')\n" +
    '    at DaySheet (https://marina.example/assets/day-sheet-page-Ab12.js:1:2345)',
} satisfies ClientErrorReportInput;

/** A report as the browser sends one after a render error on the day sheet; overrides may spoil it. */
export const validReport = (overrides: Record<string, unknown> = {}) => ({
  ...daySheetError,
  ...overrides,
});

/** POST /api/client-errors as the app's reporter sends it; `from` is the client's address. */
export function sendReport(
  app: Express,
  body: unknown,
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) {
  const call = request(app)
    .post('/api/client-errors')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set(headers);
  return (from ? call.set('X-Forwarded-For', from) : call).send(body as object);
}

/** The log lines of reports, parsed: what an operator's collector receives. */
export const reportLines = (lines: string[]) =>
  lines
    .filter((line) => line.includes('"client error reported"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
