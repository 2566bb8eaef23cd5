/** Every route path of docs/product.md#screens, named once. */
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
  /**
   * The crew board of one marina date (yyyy-MM-dd): a column per lift, live
   * (docs/product.md#lifts).
   */
  adminBoard: '/admin/board/:date',
  exportData: '/export-data',
} as const;

/** Where a signed-in user lands (docs/product.md#screens). */
export const homeFor = (user: { isAdmin: boolean }) =>
  user.isAdmin ? paths.admin : paths.schedule;

/** The day sheet of one marina date, yyyy-MM-dd. */
export const daySheetPath = (date: string) => paths.adminDaySheet.replace(':date', date);

/** The crew board of one marina date, yyyy-MM-dd. */
export const boardPath = (date: string) => paths.adminBoard.replace(':date', date);
