import { Button } from '@/components/ui/button';
import { pageSummary } from '@/lib/page-summary';

/** The summary with Previous and Next under a paged list: a list never stops silently at a page. */
export function Pager(props: {
  /** Names the navigation for screen readers: 'Pages', 'User pages' … */
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  noun?: string;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total } = props;
  return (
    <nav aria-label={props.label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageSummary(props)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          disabled={page <= 1}
          onClick={() => props.onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          disabled={page * pageSize >= total}
          onClick={() => props.onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
