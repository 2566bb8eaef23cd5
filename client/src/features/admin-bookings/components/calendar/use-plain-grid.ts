import { useCallback } from 'react';

const GRID_ROLES = '[role="table"], [role="rowgroup"], [role="row"], [role="cell"]';

/**
 * react-big-calendar marks its grids as a table whose rows own event boxes and buttons
 * (invalid ARIA: axe reports aria-required-children and aria-required-parent), and it
 * hard-codes those roles. We drop them, so the grid reads as plain groups, and every event
 * names its own date and deadline instead (see eventLabel). New rows are stripped as
 * they mount (a ref callback, so it follows the element).
 */
export function usePlainGrid(): (root: HTMLElement | null) => (() => void) | undefined {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return undefined;
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
  }, []);
}
