import * as CheckboxPrimitive from '@radix-ui/react-checkbox';

export function Checkbox(props: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  description?: string;
  /** In a table cell the column header shows the name; the label stays for screen readers. */
  hideLabel?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        id={props.id}
        checked={props.checked}
        onCheckedChange={(value) => props.onCheckedChange(value === true)}
        // The box is drawn at 24 px; the ::before spreads its touch area to 44 px.
        className="relative mt-0.5 flex h-6 w-6 shrink-0 before:absolute before:-inset-2.5 before:content-[''] items-center justify-center rounded-md border-2 border-input bg-card data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground"
      >
        <CheckboxPrimitive.Indicator>
          <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
            <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label
        htmlFor={props.id}
        className={props.hideLabel ? 'sr-only' : 'flex cursor-pointer flex-col text-sm'}
      >
        <span className="font-medium">{props.label}</span>
        {props.description && <span className="text-muted-foreground">{props.description}</span>}
      </label>
    </div>
  );
}
