import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminRoute, AnonymousOnly, ProtectedRoute } from './guards';
import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { paths } from '@/lib/paths';

// Route screens load lazily so the landing page stays small (and again on Retry after a failure).
const screens = {
  landing: () => import('@/features/landing/components/landing-page'),
  auth: () => import('@/features/auth/components/auth-page'),
  forgotPassword: () => import('@/features/auth/components/forgot-password-page'),
  resetPassword: () => import('@/features/auth/components/reset-password-page'),
  schedule: () => import('@/features/schedule/components/schedule-page'),
  myBookings: () => import('@/features/my-bookings/components/my-bookings-page'),
  profile: () => import('@/features/profiles/components/profile-page'),
  verifyEmail: () => import('@/features/email-verification/components/verify-email-page'),
  admin: () => import('./admin/admin-dashboard'),
  export: () => import('@/features/admin-export/components/export-page'),
  daySheet: () => import('@/features/admin-bookings/components/day-sheet/day-sheet-page'),
  crewBoard: () => import('@/features/crew-board/components/crew-board-page'),
  todayBoard: () => import('@/features/crew-board/components/today-board'),
  notFound: () => import('./not-found'),
  // The header (with its menus) is not needed by the landing page either.
  layout: () => import('./layout/app-layout'),
};
const LandingPage = lazyScreen(screens.landing);
const AuthPage = lazyScreen(screens.auth);
const ForgotPasswordPage = lazyScreen(screens.forgotPassword);
const ResetPasswordPage = lazyScreen(screens.resetPassword);
const SchedulePage = lazyScreen(screens.schedule);
const MyBookingsPage = lazyScreen(screens.myBookings);
const ProfilePage = lazyScreen(screens.profile);
const VerifyEmailPage = lazyScreen(screens.verifyEmail);
const AdminDashboard = lazyScreen(screens.admin);
const ExportPage = lazyScreen(screens.export);
const DaySheetPage = lazyScreen(screens.daySheet);
const CrewBoardPage = lazyScreen(screens.crewBoard);
const TodayBoard = lazyScreen(screens.todayBoard);
const NotFoundPage = lazyScreen(screens.notFound);
const AppLayout = lazyScreen(screens.layout);

/**
 * The first screen's code starts loading with the app instead of after the guards have the
 * session: on a slow phone that wait was most of the time to the first paint. (An import
 * started twice is loaded once.)
 */
export function preloadFirstScreen(pathname: string) {
  const inLayout = (load: () => Promise<unknown>) => [screens.layout, load];
  const first: Record<string, (() => Promise<unknown>)[]> = {
    [paths.landing]: [screens.landing],
    [paths.auth]: [screens.auth],
    [paths.login]: [screens.auth],
    [paths.register]: [screens.auth],
    [paths.forgotPassword]: [screens.forgotPassword],
    [paths.resetPassword]: [screens.resetPassword],
    [paths.schedule]: inLayout(screens.schedule),
    [paths.myBookings]: inLayout(screens.myBookings),
    [paths.profile]: inLayout(screens.profile),
    [paths.verifyEmail]: inLayout(screens.verifyEmail),
    [paths.admin]: inLayout(screens.admin),
    [paths.adminBoardToday]: inLayout(screens.todayBoard),
  };
  // A failure is met again, and handled, when the router renders the screen.
  for (const load of first[pathname] ?? []) load().catch(() => {});
}

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

const routes: RouteObject[] = [
  {
    path: paths.landing,
    element: page(
      <AnonymousOnly to={paths.schedule}>
        <LandingPage />
      </AnonymousOnly>,
    ),
  },
  // Keyed, so moving between /auth, /login and /register starts a fresh page on its own tab
  // instead of keeping the previous route's state.
  { path: paths.auth, element: page(<AuthPage key="auth" />) },
  { path: paths.login, element: page(<AuthPage key="login" defaultTab="login" />) },
  { path: paths.register, element: page(<AuthPage key="register" defaultTab="register" />) },
  { path: paths.forgotPassword, element: page(<ForgotPasswordPage />) },
  { path: paths.resetPassword, element: page(<ResetPasswordPage />) },
  {
    element: page(<AppLayout />),
    children: [
      { path: paths.schedule, element: <SchedulePage /> },
      {
        path: paths.myBookings,
        element: (
          <ProtectedRoute>
            <MyBookingsPage />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.profile,
        element: (
          <ProtectedRoute>
            <ProfilePage />
          </ProtectedRoute>
        ),
      },
      // Public: the link may be opened in a browser that is not signed in.
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      {
        // /admin, or /admin/<tab>: the tab decides who may see it (admin-tabs.tsx).
        path: paths.adminTab,
        element: (
          <AdminRoute>
            <AdminDashboard />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminDaySheet,
        element: (
          <AdminRoute permission="yardDay">
            <DaySheetPage />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminBoard,
        element: (
          <AdminRoute permission="yardDay">
            <CrewBoardPage />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminBoardToday,
        element: (
          <AdminRoute permission="yardDay">
            <TodayBoard />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminExport,
        element: (
          <AdminRoute ownerRedirect permission="export">
            <ExportPage />
          </AdminRoute>
        ),
      },
      {
        path: paths.exportData,
        element: (
          <AdminRoute ownerRedirect permission="export">
            <ExportPage />
          </AdminRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The routes without a router: the browser's below, a static one when prerendering. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

// The declarative router, not createBrowserRouter: no route has a loader or action, and the
// data router's code (about 15 KB gzip) was the largest part of the landing page we could drop.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
