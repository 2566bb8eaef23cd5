/** '1 booking', '3 bookings': a count with its word, for the office's summaries. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
