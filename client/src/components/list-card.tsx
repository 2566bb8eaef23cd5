import type { HTMLAttributes } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * The card around a paged admin list. While the next page or search loads, the previous
 * rows stay in place but faded, and the card is marked busy for screen readers.
 */
export function ListCard({
  stale,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { stale: boolean }) {
  return (
    <Card
      className={cn('overflow-hidden transition-opacity', stale && 'opacity-60', className)}
      aria-busy={stale || undefined}
      {...props}
    />
  );
}
