import type { Page } from 'playwright-core';

/**
 * Waits until what opened has finished its entrance: no finite CSS animation or transition is
 * still running (spinners and skeletons loop for ever and are left out).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
