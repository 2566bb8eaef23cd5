import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-accent"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  return <Spinner className="min-h-[50vh]" />;
}
