import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminRoute, AnonymousOnly, ProtectedRoute } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { paths } from '@/lib/paths';

// Route screens load lazily so the landing page stays small.
const LandingPage = lazy(() => import('@/features/landing/components/landing-page'));
const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/components/reset-password-page'));
const SchedulePage = lazy(() => import('@/features/schedule/components/schedule-page'));
const MyBookingsPage = lazy(() => import('@/features/my-bookings/components/my-bookings-page'));
const ProfilePage = lazy(() => import('@/features/profile/components/profile-page'));
const AdminDashboard = lazy(() => import('./admin/admin-dashboard'));
const ExportPage = lazy(() => import('@/features/admin-export/components/export-page'));
const DaySheetPage = lazy(
  () => import('@/features/admin-bookings/components/day-sheet/day-sheet-page'),
);
const NotFoundPage = lazy(() => import('./not-found'));
// The header (with its menus) is not needed by the landing page either.
const AppLayout = lazy(() => import('./layout/app-layout'));

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
      {
        path: paths.admin,
        element: (
          <AdminRoute>
            <AdminDashboard />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminDaySheet,
        element: (
          <AdminRoute>
            <DaySheetPage />
          </AdminRoute>
        ),
      },
      {
        path: paths.adminExport,
        element: (
          <AdminRoute ownerRedirect>
            <ExportPage />
          </AdminRoute>
        ),
      },
      {
        path: paths.exportData,
        element: (
          <AdminRoute ownerRedirect>
            <ExportPage />
          </AdminRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
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
