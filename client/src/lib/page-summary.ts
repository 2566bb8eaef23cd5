const count = (n: number) => n.toLocaleString('en-US');

/** '51-100 of 1,234 users': which rows of how many a page shows (`noun` optional). */
export function pageSummary(args: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  noun?: string;
}): string {
  const { page, pageSize, shown, total, noun } = args;
  const first = (page - 1) * pageSize + 1;
  const range = shown > 0 ? `${count(first)}-${count(first + shown - 1)} of ` : '0 of ';
  return `${range}${count(total)}${noun ? ` ${noun}` : ''}`;
}
