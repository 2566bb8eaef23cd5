import type { BrowserContext } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../shared/theme';

/** Every page the context opens starts with this theme saved, as a returning visitor's would. */
export async function presetTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}
