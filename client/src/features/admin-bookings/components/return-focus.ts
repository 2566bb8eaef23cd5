import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a dialog once it closes. Radix returns it only to its own
 * Trigger, and our panel and confirmations open from rows, cards and calendar events. The
 * opener is read in a layout effect, before Radix moves focus into the dialog; `opener`
 * names it instead when the control that was pressed is about to disappear (a popover's item).
 */
export function useReturnFocus(open: boolean, opener?: HTMLElement | null) {
  const given = useRef(opener);
  given.current = opener;
  useLayoutEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    const target = given.current ?? (active instanceof HTMLElement ? active : null);
    return () => {
      if (target?.isConnected) target.focus();
    };
  }, [open]);
}
