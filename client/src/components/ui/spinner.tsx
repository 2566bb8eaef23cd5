import { cn } from '@/lib/cn';
import { SpinnerStatus } from './page-spinner';

export { PageSpinner } from './page-spinner';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <SpinnerStatus label={label} className={cn('flex items-center justify-center', className)} />
  );
}
