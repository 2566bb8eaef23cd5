import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { cn } from '@/lib/cn';

/** Large, card-like radio options (touch friendly). */
export function RadioCards<T extends string>(props: {
  name: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; hint?: string }>;
  onValueChange: (value: T) => void;
}) {
  return (
    <RadioPrimitive.Root
      aria-label={props.label}
      name={props.name}
      value={props.value}
      onValueChange={(value) => props.onValueChange(value as T)}
      className="grid grid-cols-2 gap-3"
    >
      {props.options.map((option) => {
        const id = `${props.name}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 transition',
              props.value === option.value
                ? 'border-accent bg-accent-soft'
                : 'border-border bg-card hover:bg-muted',
            )}
          >
            <RadioPrimitive.Item
              id={id}
              value={option.value}
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card data-[state=checked]:border-accent"
            >
              <RadioPrimitive.Indicator className="h-2.5 w-2.5 rounded-full bg-accent" />
            </RadioPrimitive.Item>
            <span className="flex flex-col">
              <span className="font-semibold">{option.label}</span>
              {option.hint && <span className="text-xs text-muted-foreground">{option.hint}</span>}
            </span>
          </label>
        );
      })}
    </RadioPrimitive.Root>
  );
}
