import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

// zod builds each object schema's parser with new Function() when the page allows it, and it
// asks by trying: the server's Content-Security-Policy rightly forbids it, and the browser
// reports every try as a violation. zod 4 reads its settings from this global when its first
// module loads (the pinned 4.6.7's core.js), which is in a lazy chunk, after this line:
// importing zod's config() here instead would put zod on the landing page.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

// Apply the saved theme before the first paint (no inline script: the server's CSP forbids it).
applyTheme(readStoredTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
