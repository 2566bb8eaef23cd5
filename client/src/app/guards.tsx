import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { isSigningOut, setSigningOut, useUser } from '@/lib/session';
import { paths } from '@/lib/paths';

/** Signed-in only: spinner while the session loads, anonymous visitors go to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/**
 * Admins only. A signed-in owner sees Access Denied; the export screen instead sends
 * owners to / (SPEC §2: "The export screen itself redirects a logged-in non-admin to /").
 */
export function AdminRoute({
  children,
  ownerRedirect = false,
}: {
  children: ReactNode;
  ownerRedirect?: boolean;
}) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!user.isAdmin) {
    return ownerRedirect ? <Navigate to={paths.landing} replace /> : <AccessDenied />;
  }
  return <>{children}</>;
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-3 text-muted-foreground">
          You don't have permission to access this page. This page requires administrator
          privileges.
        </p>
        <Link to={paths.schedule} className={buttonClasses('primary') + ' mt-6'}>
          Go to Schedule
        </Link>
      </Card>
    </div>
  );
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
