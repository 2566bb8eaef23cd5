import type { ReactNode } from 'react';

/** A whole form's failure, above its fields, read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive bg-destructive/10 p-3 text-sm font-medium"
    >
      {children}
    </p>
  );
}
