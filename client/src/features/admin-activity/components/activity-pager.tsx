import { Button } from '@/components/ui/button';

export const ACTIVITY_PAGE_SIZE = 25;

const n = (value: number) => value.toLocaleString('en-US');

/** '26-50 of 1,234' with Previous and Next. */
export function ActivityPager(props: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, shown, total } = props;
  const first = (page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const summary =
    shown > 0 ? `${n(first)}-${n(first + shown - 1)} of ${n(total)}` : `0 of ${n(total)}`;
  return (
    <nav aria-label="Activity pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => props.onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page * ACTIVITY_PAGE_SIZE >= total}
          onClick={() => props.onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
