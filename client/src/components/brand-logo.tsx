import { clsx } from 'clsx';
import { useConfig } from '@/lib/config';

/** The marina's mark and name (the name comes from GET /api/config). */
export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  const { data: config } = useConfig();
  // clsx, not cn: the landing page shows this, and cn's tailwind-merge is 8 KB gzip it does not
  // otherwise need. A caller's className is appended, not merged.
  return (
    <span className={clsx('inline-flex items-center gap-2 font-bold', className)}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0b3c6e'} />
        <path
          d="M16 5v17M16 5l8 13h-8M7 22h18l-3 5H10z"
          fill="none"
          stroke={inverted ? '#0b3c6e' : '#5eead4'}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="leading-tight">{config?.marinaName ?? 'Marina Scheduling'}</span>
    </span>
  );
}
