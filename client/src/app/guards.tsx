import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission } from '@shared/roles';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isSigningOut, setSigningOut, signedOutNotice, useUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { can } from '@shared/roles';

// Rare, and its card would bring tailwind-merge (via cn) onto the landing page: loaded on demand,
// inside the layout's Suspense.
const AccessDenied = lazy(() => import('./access-denied'));

/** The page to come back to after signing in, query and all (the auth page checks it). */
const returnPath = (location: { pathname: string; search: string; hash: string }) =>
  location.pathname + location.search + location.hash;

/**
 * To sign-in, which brings the visitor back here afterwards; with the server's reason when the
 * session has just idled out (docs/product.md#staff-roles).
 */
function SignInFirst() {
  const location = useLocation();
  return (
    <Navigate
      to={paths.auth}
      replace
      state={{ from: returnPath(location), notice: signedOutNotice() }}
    />
  );
}

/** Signed-in only: spinner while the session loads, anonymous visitors go to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <SignInFirst />;
  return <>{children}</>;
}

/**
 * Staff only, and with `permission` when the screen needs one (docs/product.md#staff-roles).
 * A signed-in owner, or staff whose role lacks it, sees Access Denied; the export screen instead
 * sends owners to / (docs/product.md#screens: "The export screen itself redirects a logged-in
 * non-admin to /").
 */
export function AdminRoute({
  children,
  permission,
  ownerRedirect = false,
}: {
  children: ReactNode;
  permission?: Permission;
  ownerRedirect?: boolean;
}) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <SignInFirst />;
  if (!user.isAdmin) {
    return ownerRedirect ? <Navigate to={paths.landing} replace /> : <AccessDenied />;
  }
  if (permission && !can(user.role, permission)) return <AccessDenied />;
  return <>{children}</>;
}

/** Landing and auth pages: a signed-in visitor goes straight to their home screen. */
export function AnonymousOnly({ to, children }: { to: string; children: ReactNode }) {
  const { data: user, isPending } = useUser();
  useEffect(() => {
    if (!isPending && !user) setSigningOut(false);
  }, [isPending, user]);
  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={to} replace />;
  return <>{children}</>;
}
