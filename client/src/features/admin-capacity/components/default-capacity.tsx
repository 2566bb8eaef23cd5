import { useState } from 'react';
import type { SlotCapacitySetting } from '@shared/api/capacity';
import type { LiftConflict } from '@shared/api/lifts';
import { Skeleton } from '@/components/ui/skeleton';
import { useCapacitySettings } from '../api/get-capacity-settings';
import { BookingConflicts } from './booking-conflicts';
import { DeadlineCapacityRow } from './deadline-capacity-row';
import { SectionCard } from './section-card';

/**
 * Each deadline's usual capacity (docs/product.md#capacity): edit it, or reset it to SLOT_CAPACITY.
 * The bookings a lowered capacity leaves past its places are listed under the deadlines.
 */
export function DefaultCapacity() {
  const { data, isPending, isError } = useCapacitySettings();
  // Here, not in the row: a save re-keys (remounts) the row it came from.
  const [conflicts, setConflicts] = useState<LiftConflict[]>([]);
  let body;
  if (isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading capacity">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = <p role="alert">Error loading capacity. Please try again.</p>;
  } else {
    body = (
      <ul className="divide-y divide-border">
        {data.slots.map((slot: SlotCapacitySetting) => (
          // Keyed by the saved value too, so a save or reset elsewhere refills the field.
          <DeadlineCapacityRow
            key={`${slot.timeSlot}-${slot.capacity}`}
            setting={slot}
            defaultCapacity={data.defaultCapacity}
            onConflicts={setConflicts}
          />
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      id="default-capacity-title"
      title="Default capacity per deadline"
      hint="How many haul-outs and launches the yard takes for each deadline on an ordinary day."
    >
      {body}
      <BookingConflicts conflicts={conflicts} onDismiss={() => setConflicts([])} />
    </SectionCard>
  );
}
