import { useEffect, type RefObject } from 'react';

const GRID_ROLES = '[role="table"], [role="rowgroup"], [role="row"], [role="cell"]';

/**
 * react-big-calendar marks its grids as a table whose rows own event boxes and buttons
 * (invalid ARIA: axe reports aria-required-children and aria-required-parent), and it
 * hard-codes those roles. We drop them, so the grid reads as plain groups, and every event
 * names its own date and deadline instead (see eventLabel). New rows are stripped as
 * they mount.
 */
export function usePlainGrid(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const strip = () => {
      for (const element of root.querySelectorAll(GRID_ROLES)) {
        element.removeAttribute('role');
        if (element.tagName !== 'BUTTON') element.removeAttribute('aria-label');
      }
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
