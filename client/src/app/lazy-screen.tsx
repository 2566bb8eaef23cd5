import { lazy, type ComponentType } from 'react';

/** How each screen whose code failed to load starts over (retryFailedScreens). */
const startOvers = new Set<() => void>();

/**
 * React.lazy keeps a failed import's error for good, so Retry would only meet it again. A
 * screen made here keeps it until Retry (retryFailedScreens), then asks for its code anew.
 * Not at once: React renders the screen again as soon as the import fails, and a fresh import
 * there would never let the failure reach the error screen.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const attempt = () =>
    load().catch((error: unknown) => {
      startOvers.add(() => (Lazy = lazy(attempt)));
      throw error;
    });
  let Lazy = lazy(attempt);
  return function Screen(props: P) {
    return <Lazy {...props} />;
  };
}

export function retryFailedScreens(): void {
  for (const startOver of startOvers) startOver();
  startOvers.clear();
}
