import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { overlayClasses, panelClasses } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/**
 * The dialog's frame: the usual dialog panel, but layered above a side sheet (z-50), since the
 * office opens it from the booking panel and the sheet must recede behind the overlay too.
 */
export function ChangeDateFrame(props: { description: ReactNode; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn(overlayClasses, 'z-[60]')} />
      <DialogPrimitive.Content
        className={cn(panelClasses, 'z-[60] flex max-w-lg flex-col overflow-hidden p-0')}
      >
        <div className="shrink-0 border-b border-border px-4 pb-4 pt-6 sm:px-6">
          <DialogPrimitive.Title className="text-xl font-bold">Change date</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
            {props.description}
          </DialogPrimitive.Description>
        </div>
        {props.children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
