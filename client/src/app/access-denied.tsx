import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

export default function AccessDenied() {
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
