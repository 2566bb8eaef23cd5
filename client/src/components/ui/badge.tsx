import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  destructive: 'bg-destructive text-destructive-foreground',
  blue: 'bg-blue-700 text-white dark:bg-blue-600',
  neutral: 'bg-muted text-foreground',
  accent: 'bg-accent-soft text-foreground',
  inverse: 'bg-foreground text-background',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
