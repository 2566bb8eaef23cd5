import type { Lift } from '@shared/api/lifts';
import { Select, type SelectOption } from '@/components/ui/select';

const NONE = 'none';

/** The card's lift, chosen from a menu: Unassigned or a lift in service (and its own, if retired). */
export function LiftSelect({
  id,
  liftId,
  lifts,
  disabled,
  onChange,
}: {
  id: string;
  liftId: number | null;
  lifts: readonly Lift[];
  disabled: boolean;
  onChange: (liftId: number | null) => void;
}) {
  const options: SelectOption[] = [
    { value: NONE, label: 'Unassigned' },
    ...lifts
      .filter((lift) => !lift.retiredAt || lift.id === liftId)
      .map((lift) => ({ value: String(lift.id), label: lift.name })),
  ];
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="shrink-0 text-base font-semibold text-muted-foreground">
        Lift
      </label>
      <div className="min-w-0 flex-1">
        <Select
          id={id}
          value={liftId === null ? NONE : String(liftId)}
          options={options}
          placeholder="Choose a lift"
          disabled={disabled}
          onValueChange={(value) => {
            const next = value === NONE ? null : Number(value);
            if (next !== liftId) onChange(next);
          }}
        />
      </div>
    </div>
  );
}
