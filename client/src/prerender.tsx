/**
 * The build's prerender entry (scripts/vite-prerender.ts): each public page as an anonymous
 * visitor first sees it, before any data has loaded, so its first paint needs no script.
 * main.tsx hydrates the same tree.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { assumeAnonymous } from './lib/session';

const LAYOUT = 'src/app/layout/app-layout.tsx';
const AUTH = 'src/features/auth/components/auth-page.tsx';

/** Each page and the lazy modules its first screen renders (router.tsx), to preload. */
export const prerenderedPages = [
  { path: paths.landing, modules: ['src/features/landing/components/landing-page.tsx'] },
  { path: paths.schedule, modules: [LAYOUT, 'src/features/schedule/components/schedule-page.tsx'] },
  { path: paths.auth, modules: [AUTH] },
  { path: paths.login, modules: [AUTH] },
  { path: paths.register, modules: [AUTH] },
];

/** The markup of #root for one page: every lazy screen resolved, no data (queries pending). */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  assumeAnonymous(queryClient);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
