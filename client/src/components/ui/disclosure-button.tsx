import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The button that folds a list away and back (the booking history, the archived boats): it says
 * whether its panel is open and which panel it controls, and its chevron turns when it is.
 */
export function DisclosureButton(props: {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it shows and hides. */
  controls: string;
  className?: string;
  /** The chevron's size classes. */
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg px-1 hover:text-primary',
        props.className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className={cn(props.iconClassName, 'transition-transform', props.open && 'rotate-90')}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="m9 6 6 6-6 6" />
      </svg>
      {props.children}
    </button>
  );
}
