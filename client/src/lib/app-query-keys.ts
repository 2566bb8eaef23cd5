/**
 * The keys of the two reads every page makes, the session and the public config, apart from the
 * rest (query-keys.ts): the landing page's first load carries these, not every screen's keys.
 */
export const appQueryKeys = {
  session: ['session-user'] as const,
  config: ['config'] as const,
};
