import type { ReactNode } from 'react';

/** One part of the customer's sheet under its heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h3 className="text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}
