import { Button } from '@/components/ui/button';
import type { CardFailure } from './use-card-actions';

/** A tap the server refused, said on the card itself, with a way to try again. */
export function CardFailureNote({
  failure,
  describedBy,
}: {
  failure: CardFailure;
  describedBy: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-destructive p-3"
    >
      <p className="min-w-0 text-base font-semibold break-words">{failure.message}</p>
      <Button variant="outlineDestructive" aria-describedby={describedBy} onClick={failure.retry}>
        Retry
      </Button>
    </div>
  );
}
