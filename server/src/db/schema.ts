/**
 * Every table, for Drizzle and drizzle-kit (drizzle.config.ts reads this file), split by area
 * under tables/: accounts, boats, the yard's bookings, capacity, messages, records and integrations.
 */
export * from './tables/accounts';
export * from './tables/boats';
export * from './tables/yard';
export * from './tables/capacity';
export * from './tables/messages';
export * from './tables/records';
export * from './tables/integrations';
export * from './tables/push';
