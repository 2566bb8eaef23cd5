import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cn } from '@/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** Radix Popover content with our look; it never grows wider than the screen. */
export function PopoverContent({
  className,
  children,
  ...props
}: PopoverPrimitive.PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={4}
        collisionPadding={8}
        align="start"
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-card p-2 text-card-foreground shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
