import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** What stands in a list's card instead of rows: an error (announced) or an empty result. */
export function ListMessage({
  title,
  hint,
  alert,
}: {
  title: string;
  hint?: string | undefined;
  alert?: boolean;
}) {
  return (
    <div role={alert ? 'alert' : undefined} className="p-8 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      {hint && <p className="mt-2 text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** docs/product.md#constants: skeleton rows while a list's first page loads. */
export function ListSkeleton({
  rows,
  label,
  rowHeight = 'h-14',
}: {
  rows: number;
  label: string;
  rowHeight?: string;
}) {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={`${rowHeight} w-full`} />
      ))}
    </div>
  );
}

/**
 * A list read from the server, in the one order of its states: `loading` (skeleton rows) while
 * the first read runs, an announced error when it failed, the empty message when it came back
 * with nothing, else the items as `children` lays them out.
 */
export function ListStates<T>(props: {
  read: { isPending: boolean; isError: boolean };
  items: T[] | undefined;
  loading: ReactNode;
  error: string;
  empty: { title: string; hint?: string | undefined };
  children: (items: T[]) => ReactNode;
}) {
  if (props.read.isPending) return props.loading;
  if (props.read.isError || props.items === undefined) {
    return <ListMessage alert title={props.error} />;
  }
  if (props.items.length === 0) return <ListMessage {...props.empty} />;
  return props.children(props.items);
}
