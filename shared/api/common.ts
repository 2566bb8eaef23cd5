import { z } from 'zod';

/** An instant as the presenters write it: toISOString(), always UTC ('…Z'). */
export const instant = z.iso.datetime();

/** A marina calendar date, yyyy-MM-dd. */
export const calendarDate = z.iso.date();

/** Identifies a row in every answer; a path's id is parsed by the request schemas instead. */
export const rowId = z.number().int().positive();

const messageAnswer = z.strictObject({ message: z.string().min(1) });
/** An answer of words only: logout, forgot-password, reset-password. */
export type MessageResponse = z.infer<typeof messageAnswer>;

const removedAnswer = z.strictObject({ message: z.string().min(1), id: rowId });
/** DELETE of a booking, a user or a slot override: what went. */
export type RemovedResponse = z.infer<typeof removedAnswer>;

export { messageAnswer, removedAnswer };
