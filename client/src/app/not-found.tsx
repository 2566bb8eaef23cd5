import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-lg py-10">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <Link to={paths.landing} className={buttonClasses('primary') + ' mt-6'}>
          Go to the home page
        </Link>
      </Card>
    </div>
  );
}
