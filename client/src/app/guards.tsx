import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isSigningOut, setSigningOut, useUser } from '@/lib/session';
import { paths } from '@/lib/paths';

// Rare, and its card would bring tailwind-merge (via cn) onto the landing page: loaded on demand,
// inside the layout's Suspense.
const AccessDenied = lazy(() => import('./access-denied'));

/** The page to come back to after signing in, query and all (the auth page checks it). */
const returnPath = (location: { pathname: string; search: string; hash: string }) =>
  location.pathname + location.search + location.hash;

/** Signed-in only: spinner while the session loads, anonymous visitors go to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: returnPath(location) }} />;
  return <>{children}</>;
}

/**
 * Admins only. A signed-in owner sees Access Denied; the export screen instead sends owners to /
 * (docs/product.md#screens: "The export screen itself redirects a logged-in non-admin to /").
 */
export function AdminRoute({
  children,
  ownerRedirect = false,
}: {
  children: ReactNode;
  ownerRedirect?: boolean;
}) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: returnPath(location) }} />;
  if (!user.isAdmin) {
    return ownerRedirect ? <Navigate to={paths.landing} replace /> : <AccessDenied />;
  }
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
