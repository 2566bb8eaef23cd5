import { useId, type ReactNode } from 'react';

/** Label/value pairs of the panel; empty values read 'None'. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value || 'None'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A part of the panel, named by its heading (a landmark a screen reader can jump to). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
