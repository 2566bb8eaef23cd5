import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled panel of the tab; its heading names the region for screen readers. */
export function IntegrationCard(props: {
  id: string;
  title: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={props.id} className="min-w-0">
      <div className="flex flex-col gap-5 p-4 sm:p-6">
        <div>
          <h2 id={props.id} className="text-lg font-bold">
            {props.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{props.hint}</p>
        </div>
        {props.children}
      </div>
    </Card>
  );
}
