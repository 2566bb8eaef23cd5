import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/role-texts';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { homeFor } from '@/lib/roles';
import { useUser } from '@/lib/session';

/**
 * An admin screen opened by someone it is not for: an owner reads docs/product.md#screens' text;
 * staff read that their role cannot open it (docs/product.md#staff-roles) and a way to their own
 * start page.
 */
export default function AccessDenied() {
  const { data: user } = useUser();
  const staff = user?.isAdmin ? user : null;
  const home = staff ? homeFor(staff) : paths.schedule;
  let homeLabel = 'Go to Schedule';
  if (home === paths.admin) homeLabel = 'Go to the dashboard';
  if (home === paths.adminBoardToday) homeLabel = "Go to today's board";
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-3 text-muted-foreground">
          You don&apos;t have permission to access this page.{' '}
          {staff
            ? `Your role (${ROLE_LABELS[staff.role]}) does not include it.`
            : 'This page requires administrator privileges.'}
        </p>
        <Link to={home} className={buttonClasses('primary') + ' mt-6'}>
          {homeLabel}
        </Link>
      </Card>
    </div>
  );
}
