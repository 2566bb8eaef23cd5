import { Button } from '@/components/ui/button';

export const USERS_PAGE_SIZE = 50;

const number = (n: number) => n.toLocaleString('en-US');

/** '1-50 of 10,001 users' with Previous and Next. */
export function UsersPager(props: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, shown, total } = props;
  const first = (page - 1) * USERS_PAGE_SIZE + 1;
  return (
    <nav aria-label="User pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown > 0
          ? `${number(first)}-${number(first + shown - 1)} of ${number(total)} users`
          : `0 of ${number(total)} users`}
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
          disabled={page * USERS_PAGE_SIZE >= total}
          onClick={() => props.onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
