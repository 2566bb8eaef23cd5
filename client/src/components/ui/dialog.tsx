import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { registerOpenDialog } from './use-toast';

export const overlayClasses = 'fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[2px]';
export const panelClasses =
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-2xl';

/** While open, an Escape that a newer toast would take closes this dialog (see use-toast). */
export function useEscapeOverToasts(open: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => (open ? registerOpenDialog(() => latest.current()) : undefined), [open]);
}

export function Dialog(props: DialogPrimitive.DialogProps) {
  const { open = false, onOpenChange } = props;
  useEscapeOverToasts(open, () => onOpenChange?.(false));
  return <DialogPrimitive.Root {...props} />;
}

/**
 * A dialog opened without a Radix Trigger (from a button's click, a form's submit) would leave
 * focus on the page's body when it closes: Radix only returns it to a Trigger. These remember
 * what had focus when the dialog opened (or take `returnTo`) and go back there on close.
 */
export function returnFocusHandlers(
  opener: RefObject<HTMLElement | null>,
  returnTo?: RefObject<HTMLElement | null>,
  /** Where focus goes when the opener is gone (the card a cancellation removed). */
  fallback?: () => HTMLElement | null,
) {
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      let target = returnTo?.current ?? opener.current;
      if (!target?.isConnected || target === document.body) target = fallback?.() ?? null;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

export function DialogContent(props: {
  title: string;
  description?: ReactNode;
  className?: string;
  /** Where focus goes when the dialog closes; otherwise back to what had it when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(panelClasses, props.className)}
        {...returnFocusHandlers(opener, props.returnFocusTo)}
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
