import { useEffect, useRef } from 'react';
import type { SlotAvailability } from '@shared/api/availability';
import type { TimeSlot } from '@shared/constants';
import { LIFT_SLOT_EXPLANATIONS } from '@shared/messages/lifts';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface DeadlineOption {
  timeSlot: TimeSlot;
  available: boolean;
  /** Full, or its lifts are, but open: offered to join its waitlist (the schedule page only). */
  waitlist?: boolean;
  /** Why it cannot be booked, or how many places are left. */
  note: string;
}

/**
 * Why an owner may join a deadline's waitlist instead of booking it: it is full, or the lifts
 * that take their boat are (docs/product.md#lifts); the server queues them for either. Null
 * when neither.
 */
export type WaitlistReason = 'full' | 'lift_full';
export const waitlistReasonOf = (slot: SlotAvailability | undefined): WaitlistReason | null =>
  slot?.reason === 'full' || slot?.reason === 'lift_full' ? slot.reason : null;

export function describeSlot(
  slot: SlotAvailability | undefined,
  withinNotice: boolean,
): DeadlineOption['note'] {
  if (slot?.reason === 'full') return 'Full';
  if (slot?.reason === 'closed')
    return slot.closedReason ? `Closed: ${slot.closedReason}` : 'Closed';
  if (slot?.reason === 'past') return 'Past';
  if (slot?.reason === 'horizon') return 'Not open for booking yet';
  // Asked for one boat: its size, or its lifts' load (docs/product.md#lifts).
  if (slot?.reason === 'no_lift_fits')
    return LIFT_SLOT_EXPLANATIONS.no_lift_fits[slot.liftMisfit ?? 'all'];
  if (slot?.reason === 'lift_full') return LIFT_SLOT_EXPLANATIONS.lift_full;
  if (slot?.reason === 'notice' || withinNotice) return 'Within 24 hours';
  if (slot) return `${slot.remaining} of ${slot.capacity} open`;
  return 'Open';
}

/** The deadline buttons of one day, each showing whether it is full, closed or too soon. */
export function DeadlinePicker(props: {
  title: string;
  options: DeadlineOption[] | null;
  selected: TimeSlot | null;
  onSelect: (slot: TimeSlot) => void;
  focusSelected?: boolean;
}) {
  const section = useRef<HTMLElement>(null);
  const loaded = props.options !== null;
  useEffect(() => {
    if (props.focusSelected && loaded)
      section.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [props.focusSelected, loaded, props.selected]);
  return (
    <section ref={section} aria-labelledby="deadlines-title">
      <h2 id="deadlines-title" className="text-base font-bold">
        {props.title}
      </h2>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {props.options === null
          ? [0, 1, 2].map((key) => <Skeleton key={key} className="h-16 rounded-xl" />)
          : props.options.map((option) => {
              const isSelected = option.timeSlot === props.selected;
              const offered = option.available || option.waitlist === true;
              return (
                <button
                  key={option.timeSlot}
                  type="button"
                  disabled={!offered}
                  aria-pressed={isSelected}
                  onClick={() => props.onSelect(option.timeSlot)}
                  className={cn(
                    'flex min-h-16 flex-col items-center justify-center rounded-xl border-2 px-1 py-2 text-center transition',
                    isSelected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card hover:border-accent',
                    !offered && 'cursor-not-allowed border-dashed bg-muted hover:border-border',
                    option.waitlist && !isSelected && 'border-dashed',
                  )}
                >
                  <span
                    className={cn(
                      'text-base font-bold',
                      !offered && 'text-muted-foreground line-through',
                    )}
                  >
                    {option.timeSlot}
                  </span>
                  <span
                    className={cn(
                      'text-xs',
                      isSelected ? 'text-primary-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {option.note}
                  </span>
                </button>
              );
            })}
      </div>
    </section>
  );
}
