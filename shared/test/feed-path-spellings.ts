/** Every character of the text as a %XX escape. */
export const escapeEveryCharacter = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

/**
 * The spellings of a calendar feed's path that must never show its token wherever a path is
 * logged (the request log, browsers' error reports): any case, doubled slashes, `.` and `..`,
 * percent-escapes and `%2F`, escapes of escapes, a backslash, a query.
 */
export function feedPathSpellings(token: string): string[] {
  return [
    `/api/calendar/${token}.ics`,
    `//API//Calendar//${token}.ics`,
    `/api/%63alendar/${token}.ics`,
    `/api/calendar%2F${token}.ics`,
    `/api%2fcalendar%2f${token}.ics`,
    `/api/calendar%252F${token}.ics`,
    `/api/./calendar/${token}.ics`,
    `/api/x/../calendar/${token}.ics`,
    `/api/calendar/feeds/../${token}.ics`,
    `/api/calendar/${escapeEveryCharacter(token)}.ics`,
    `/api/calendar/x/${token}.ics`,
    `/calendar/${token}.ics`,
    `/api/calendar\\${token}.ics`,
    `/api/calendar/${token}.ics?download=1`,
  ];
}
