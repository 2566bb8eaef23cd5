import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, overlayClasses, type DialogContent } from './dialog';

/** A Radix dialog root that, like Dialog, keeps Escape from a toast shown over it. */
export const Sheet = Dialog;
/** The button that opens the sheet: Radix gives it aria-expanded and aria-controls. */
export const SheetTrigger = DialogPrimitive.Trigger;

/** A Radix dialog as a panel on the right edge; the whole screen on a phone. */
export function SheetContent(props: ComponentProps<typeof DialogContent>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-card text-card-foreground shadow-2xl',
          'sm:inset-y-0 sm:left-auto sm:right-0 sm:w-[32rem] sm:max-w-full sm:border-l sm:border-border',
          props.className,
        )}
        {...(props.description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-border bg-card px-5 py-4">
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-xl font-bold">
              {props.title}
            </DialogPrimitive.Title>
            {props.description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                {props.description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none hover:bg-muted"
            aria-label="Close"
          >
            ×
          </DialogPrimitive.Close>
        </div>
        <div className="flex flex-col gap-6 px-5 py-5">{props.children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
