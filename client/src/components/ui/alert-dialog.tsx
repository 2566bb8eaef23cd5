import * as AlertPrimitive from '@radix-ui/react-alert-dialog';
import { useRef, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses, returnFocusHandlers, useEscapeOverToasts } from './dialog';

/** A confirm prompt: title, description, a cancel and an action button. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  actionLabel: string;
  onAction: () => void;
  onCancel?: () => void;
  destructive?: boolean;
  /** The action cannot be taken yet (e.g. what it would affect is still loading). */
  pending?: boolean;
  /** The action's request is running: the dialog stays open and the action says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Where focus goes on close when what opened the prompt is gone (the card it removed). */
  returnFocusFallback?: () => HTMLElement | null;
  /** A third choice between cancel and action (the caller closes the prompt). */
  otherLabel?: string;
  onOther?: () => void;
  /** The action takes focus when the prompt opens, for a prompt whose cancel leaves the page. */
  focusAction?: boolean;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const focusHandlers = returnFocusHandlers(opener, undefined, props.returnFocusFallback);
  const changeOpen = (open: boolean) => !props.busy && props.onOpenChange(open);
  useEscapeOverToasts(props.open, () => changeOpen(false));
  return (
    <AlertPrimitive.Root open={props.open} onOpenChange={changeOpen}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClasses} />
        <AlertPrimitive.Content
          className={panelClasses}
          {...focusHandlers}
          onOpenAutoFocus={(event) => {
            focusHandlers.onOpenAutoFocus();
            if (!props.focusAction) return;
            event.preventDefault();
            action.current?.focus();
          }}
        >
          <AlertPrimitive.Title className="text-xl font-bold">{props.title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-2 text-sm text-muted-foreground">
            {props.description}
          </AlertPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonClasses('outline')} onClick={props.onCancel}>
              {props.cancelLabel}
            </AlertPrimitive.Cancel>
            {props.otherLabel && (
              <button type="button" className={buttonClasses('outline')} onClick={props.onOther}>
                {props.otherLabel}
              </button>
            )}
            <AlertPrimitive.Action
              ref={action}
              className={buttonClasses(props.destructive ? 'destructive' : 'primary')}
              disabled={props.pending || props.busy}
              onClick={(event) => {
                // The caller decides when to close (e.g. after the request finishes).
                event.preventDefault();
                props.onAction();
              }}
            >
              {props.busy && props.busyLabel ? props.busyLabel : props.actionLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
