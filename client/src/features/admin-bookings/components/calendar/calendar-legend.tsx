import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { TONE_SWATCHES } from './event-tones';

function Swatch({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-6 min-w-6 items-center justify-center rounded px-1 text-xs font-bold text-white',
        className,
      )}
    >
      {children}
    </span>
  );
}

const ITEMS: [ReactNode, string][] = [
  [<Swatch className={TONE_SWATCHES['haul-out']}>↑</Swatch>, 'Haul out: the boat comes up'],
  [<Swatch className={TONE_SWATCHES.launch}>↓</Swatch>, 'Launch: the boat goes in'],
  [<Swatch className={TONE_SWATCHES.completed}>✓</Swatch>, 'Completed'],
  [
    <Swatch className={TONE_SWATCHES.group}>4</Swatch>,
    'Several services on one deadline: select it to list them',
  ],
  [
    <span aria-hidden="true" className="marina-event-closed-tag">
      Closed
    </span>,
    'Deadline closed (office closure or weather hold)',
  ],
  [<span aria-hidden="true">⚠</span>, 'Needs a new date'],
  [<Swatch className="marina-held-swatch" />, 'Day under a weather hold'],
];

/** What the calendar's colours, arrows and marks mean. */
export function CalendarLegend() {
  return (
    <div className="mt-3 text-sm">
      <h3 id="calendar-legend" className="sr-only">
        Legend
      </h3>
      <ul aria-labelledby="calendar-legend" className="flex flex-wrap gap-x-5 gap-y-2">
        {ITEMS.map(([mark, text]) => (
          <li key={text} className="flex items-center gap-2">
            {mark}
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
