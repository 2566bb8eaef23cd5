/**
 * The spinner's markup, and the page-sized one the router and guards show. Kept apart from
 * spinner.tsx, whose <Spinner> merges a caller's classes with cn: tailwind-merge is not needed
 * for this fixed class list, and leaving it out keeps it off the landing page.
 */
export function SpinnerStatus({
  label = 'Loading',
  className,
}: {
  label?: string;
  className: string;
}) {
  return (
    <div role="status" className={className}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-accent"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  return <SpinnerStatus className="flex items-center justify-center min-h-[50vh]" />;
}
