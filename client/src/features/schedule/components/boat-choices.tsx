import * as RadioPrimitive from '@radix-ui/react-radio-group';
import type { Boat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { BoatSize } from '@/components/boats/boat-size';
import { boatLabel } from '@/lib/boats';
import { cn } from '@/lib/cn';

/**
 * The owner's boats in service as radio cards, one a row with its size, so the crew's boat is
 * the one booked. The group itself takes focus (and passes it to the chosen boat) when the form
 * sends the owner to it.
 */
export function BoatChoices(props: {
  id: string;
  labelledBy: string;
  boats: readonly Boat[];
  units: MarinaUnits;
  value: number | null;
  onChange: (boatId: number) => void;
  error: string | undefined;
}) {
  return (
    <RadioPrimitive.Root
      id={props.id}
      aria-labelledby={props.labelledBy}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
      value={props.value === null ? '' : String(props.value)}
      onValueChange={(value) => props.onChange(Number(value))}
      className="flex flex-col gap-2"
    >
      {props.boats.map((boat) => {
        const id = `${props.id}-${boat.id}`;
        const chosen = props.value === boat.id;
        return (
          <label
            key={boat.id}
            htmlFor={id}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 transition',
              chosen ? 'border-accent bg-accent-soft' : 'border-border bg-card hover:bg-muted',
              props.error && !chosen && 'border-destructive',
            )}
          >
            <RadioPrimitive.Item
              id={id}
              value={String(boat.id)}
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card data-[state=checked]:border-accent"
            >
              <RadioPrimitive.Indicator className="h-2.5 w-2.5 rounded-full bg-accent" />
            </RadioPrimitive.Item>
            <span className="flex min-w-0 flex-col">
              <span className="break-words font-semibold">{boatLabel(boat)}</span>
              <BoatSize boat={boat} units={props.units} className="text-xs text-muted-foreground" />
            </span>
          </label>
        );
      })}
    </RadioPrimitive.Root>
  );
}
