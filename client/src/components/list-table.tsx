import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A column's head: its label, with a width class where the column needs more room or less. */
export type ListColumn = string | { label: string; className: string };

/**
 * A list as a table on wide screens, drawn as the admin desk draws them: a caption for screen
 * readers, muted column heads, rows divided by rules. `children` are the rows.
 */
export function ListTable(props: {
  caption: string;
  columns: readonly ListColumn[];
  /** The heads' padding, where it is not the usual. */
  headPadding?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="border-b border-border bg-muted/60 text-muted-foreground">
        <tr>
          {props.columns.map((column) => {
            const { label, className } =
              typeof column === 'string' ? { label: column, className: undefined } : column;
            return (
              <th
                key={label}
                scope="col"
                className={cn(
                  props.headPadding ?? 'px-3 py-2',
                  'text-left font-semibold',
                  className,
                )}
              >
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{props.children}</tbody>
    </table>
  );
}
