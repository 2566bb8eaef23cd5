import { Fragment } from 'react';
import type { BookingBoat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { boatDimensions } from '@/lib/boats';

/**
 * boatSizeLine's words, each size kept whole: on a phone '5 ft 3 in' wraps as one, never
 * leaving 'in' alone on the next line.
 */
export function BoatSize(props: {
  boat: Pick<BookingBoat, 'lengthM' | 'beamM' | 'draftM' | 'weightKg'>;
  units: MarinaUnits;
  className?: string;
}) {
  const parts = boatDimensions(props.boat, props.units).map(({ label, value }) =>
    label === 'Length' || label === 'Weight' ? value : `${label.toLowerCase()} ${value}`,
  );
  return (
    <span className={props.className}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' · '}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
