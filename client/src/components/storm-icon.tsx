import { cn } from '@/lib/cn';

/** A storm cloud with a bolt: the mark of a weather hold, drawn so every device shows it. */
export function StormIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn('inline-block h-4 w-4 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 15a4.5 4.5 0 1 1 .9-8.9A6 6 0 0 1 19 8.5a3.5 3.5 0 0 1-.5 6.5" />
      <path d="m13 12-3 5h4l-3 5" />
    </svg>
  );
}
