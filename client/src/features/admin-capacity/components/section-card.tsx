import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled panel of the tab; the heading names the region for screen readers. */
export function SectionCard(props: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={props.className}>
      <section aria-labelledby={props.id} className="flex flex-col gap-4 p-4 sm:p-6">
        <div>
          <h2 id={props.id} className="text-lg font-bold">
            {props.title}
          </h2>
          {props.hint && <p className="mt-1 text-sm text-muted-foreground">{props.hint}</p>}
        </div>
        {props.children}
      </section>
    </Card>
  );
}
