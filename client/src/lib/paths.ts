import { hasControlCharacters } from '@shared/control-characters';

/** Every route path of SPEC §2, named once. */
export const paths = {
  landing: '/',
  auth: '/auth',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  schedule: '/schedule',
  myBookings: '/my-bookings',
  profile: '/profile',
  /** The link in the preferred-email verification mail (?token=…). */
  verifyEmail: '/verify-email',
  admin: '/admin',
  adminExport: '/admin/export',
  /** The crew's day sheet for one marina date (yyyy-MM-dd). */
  adminDaySheet: '/admin/day/:date',
  /** The crew board of one marina date (yyyy-MM-dd): a column per lift, live (issue 27). */
  adminBoard: '/admin/board/:date',
  exportData: '/export-data',
} as const;

/** Where a signed-in user lands (SPEC §2). */
export const homeFor = (user: { isAdmin: boolean }) =>
  user.isAdmin ? paths.admin : paths.schedule;

/** The day sheet of one marina date, yyyy-MM-dd. */
export const daySheetPath = (date: string) => paths.adminDaySheet.replace(':date', date);

/** The crew board of one marina date, yyyy-MM-dd. */
export const boardPath = (date: string) => paths.adminBoard.replace(':date', date);

const AUTH_PAGES: readonly string[] = [paths.auth, paths.login, paths.register];

/**
 * Where to go after signing in when a protected page sent the visitor to sign in: only a path
 * on this site. Anything that a browser could read as another host ('//evil', '/\evil',
 * 'https://…', a tab or newline inside) is refused, and so is an auth page (it would loop).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (hasControlCharacters(value)) return null;
  const base = 'https://marina.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || AUTH_PAGES.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
