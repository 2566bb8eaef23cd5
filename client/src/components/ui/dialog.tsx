import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const overlayClasses = 'fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[2px]';
export const panelClasses =
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-2xl';

export const Dialog = DialogPrimitive.Root;

export function DialogContent(props: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(panelClasses, props.className)}
        {...(props.description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className="text-xl font-bold">{props.title}</DialogPrimitive.Title>
        {props.description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
            {props.description}
          </DialogPrimitive.Description>
        )}
        {props.children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
