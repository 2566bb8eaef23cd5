import { Button } from '@/components/ui/button';
import { PAGE_SIZE, pageSummary } from './list-params';

/** '1-50 of 1,234' with Previous and Next: the list never stops silently at a page. */
export function Pager(props: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, shown, total } = props;
  const hasNext = page * PAGE_SIZE < total;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown > 0 ? pageSummary(page, shown, total) : `0 of ${total.toLocaleString('en-US')}`}
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
          disabled={!hasNext}
          onClick={() => props.onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
