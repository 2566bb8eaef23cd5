import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadFirstScreen } from './app/router';
import { createQueryClient } from './lib/query-client';
import { reportPageErrors } from './lib/report-client-error';
import { assumeAnonymous, sessionQueryOptions } from './lib/session';
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

// Errors outside the screens reach the server's log too (the screens' boundary reports its own).
reportPageErrors();

// Apply the saved theme before the first paint of a page React renders (a prerendered page has
// already been painted: public/theme.js applied it before that).
applyTheme(readStoredTheme());

const root = document.getElementById('root')!;
// Public pages arrive prerendered (scripts/vite-prerender.ts) to a browser with no session.
const prerendered = root.hasChildNodes();

const queryClient = createQueryClient();
if (prerendered) assumeAnonymous(queryClient);
// Every screen's guard asks who is signed in: ask now, while the screen's code loads.
void queryClient.prefetchQuery(sessionQueryOptions());
// The first screen's code starts loading now, not once the router has rendered (an import
// started twice is loaded once).
preloadFirstScreen(window.location.pathname);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
