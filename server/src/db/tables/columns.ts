import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Metres to the centimetre, as the API sends them (boats' dimensions, lifts' limits). */
export const metres = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
