import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the app went: rendered by every test page so a test can read the current path. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * A component as the app renders it: with the query client the app uses (no retries, nothing
 * stale) and a router at `route`, and a user who types and clicks as a person would.
 */
export function renderInApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  // Test files share a worker's loaded modules (vitest.config.ts: isolate false), so the
  // afterEach above is registered in the first file that imports this one only: whatever an
  // earlier file's last test left on the page goes here.
  cleanup();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, user, queryClient, location };
}
