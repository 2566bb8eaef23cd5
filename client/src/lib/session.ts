import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/api/users';
import type * as api from '@shared/api/auth';
import { ApiError, callApi } from './api-client';
import { appQueryKeys as queryKeys } from './app-query-keys';

/**
 * The signed-in user, or null when anonymous. GET /api/session answers both with 200, so an
 * anonymous visit logs no failed request in the console, as GET /api/user's 401 did.
 */
export async function getSessionUser(): Promise<PublicUser | null> {
  return (await callApi<typeof api.getSession>('GET', '/api/session')).user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: getSessionUser,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useUser() {
  return useQuery(sessionQueryOptions());
}

/**
 * A different (or no) user: store the session and drop every cached read of the previous one.
 * The session and config queries stay in the cache so their observers keep receiving updates.
 */
export function replaceSession(queryClient: QueryClient, user: PublicUser | null): void {
  idleNotice = null;
  const keep: readonly unknown[] = [queryKeys.session[0], queryKeys.config[0]];
  queryClient.removeQueries({ predicate: (query) => !keep.includes(query.queryKey[0]) });
  queryClient.setQueryData(queryKeys.session, user);
}

/**
 * Set while a sign-out navigates to /: protected pages then render nothing instead of
 * redirecting to /auth, which would otherwise win the race against the navigation to /.
 */
let signingOut = false;
export const isSigningOut = () => signingOut;
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/**
 * The server sends a prerendered page only to a browser without a session cookie, and that page
 * shows the anonymous view: render the same until GET /api/session answers (the entry stays
 * stale, so it is asked at once), and hydration then matches the markup.
 */
export function assumeAnonymous(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.session, null, { updatedAt: 0 });
}

/** Why the last session ended on its own, for the sign-in page; null after any other change. */
let idleNotice: string | null = null;
export const signedOutNotice = () => idleNotice;

/**
 * A staff session idles out on the server (docs/product.md#staff-roles): the first call that
 * needs the user answers 401 session_idle. The app then is signed out as after Sign Out, so
 * the guards send the page to sign-in, which shows the server's reason and returns there after.
 */
export function endSessionIfIdle(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== 'session_idle') return;
  if (!queryClient.getQueryData(queryKeys.session)) return;
  replaceSession(queryClient, null);
  idleNotice = error.serverMessage;
}
