import { cn } from '@/lib/cn';

/** A row of two or three buttons of which one is on (aria-pressed). */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex rounded-lg bg-muted p-1">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
          className={cn(
            'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold lg:min-h-9',
            // The chosen one filled in the primary colour: plain card on muted read as 1.2:1 in dark.
            props.value === option.value
              ? 'bg-primary text-primary-foreground shadow-sm'
              : 'text-muted-foreground hover:bg-card hover:text-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
