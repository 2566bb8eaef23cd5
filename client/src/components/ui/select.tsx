import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Field } from './field';
import { fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
  /** Listed but not choosable (a full deadline, say); the label should say why. */
  disabled?: boolean;
}

/** Radix Select with our look; `id` lets a <Label htmlFor> name the trigger. */
export function Select(props: {
  id: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <SelectPrimitive.Root
      value={props.value ?? ''}
      onValueChange={props.onValueChange}
      disabled={props.disabled}
    >
      <SelectPrimitive.Trigger
        id={props.id}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        className={cn(fieldClasses, 'flex min-h-11 items-center justify-between gap-2 text-left')}
      >
        <SelectPrimitive.Value placeholder={props.placeholder} />
        <SelectPrimitive.Icon aria-hidden="true" className="text-muted-foreground">
          ▾
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl"
        >
          <SelectPrimitive.Viewport className="p-1">
            {props.options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-foreground data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/**
 * A Field holding one Select, tied to its error like TextField. It lives here, not in field.tsx,
 * so pages without a select do not load Radix Select.
 */
export function SelectField({
  id,
  label,
  error,
  className,
  ...select
}: Omit<ComponentProps<typeof Select>, 'invalid' | 'describedBy'> & {
  label: string;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Select
        id={id}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        {...select}
      />
    </Field>
  );
}
