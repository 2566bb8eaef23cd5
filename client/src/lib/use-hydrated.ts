import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a prerendered page (scripts/vite-prerender.ts) is only painted or being hydrated,
 * true from then on and in every page React renders itself. Controls that do nothing without
 * the app are disabled until it runs, so a click or keystroke is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
