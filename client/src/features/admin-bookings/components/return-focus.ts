import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a dialog once it closes. Radix returns it only to its own
 * Trigger, and our panel opens from rows, cards and calendar events. The opener is read in a
 * layout effect, before Radix moves focus into the dialog; `opener` names it instead when the
 * control that was pressed is about to disappear (a popover's item). When the opener has left
 * the page meanwhile (a list redrawn), `fallback` finds its successor.
 */
export function useReturnFocus(
  open: boolean,
  opener?: HTMLElement | null,
  fallback?: () => HTMLElement | null,
) {
  const given = useRef({ opener, fallback });
  given.current = { opener, fallback };
  useLayoutEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    const { opener: named, fallback: successor } = given.current;
    const target = named ?? (active instanceof HTMLElement ? active : null);
    return () => {
      const next = target?.isConnected ? target : successor?.();
      next?.focus();
    };
  }, [open]);
}
