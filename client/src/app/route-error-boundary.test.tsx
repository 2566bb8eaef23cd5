// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderInApp } from '@/test/render';
import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * docs/product.md#web-app: a screen that throws, or whose code is gone after a deploy, shows a
 * screen a boat owner understands with Retry, reloads the page once for a missing chunk, and is
 * reported to the server's log. (Each error here has its own message: a page reports an error
 * once.)
 */
let reload: MockInstance<() => void>;
let fetchCalls: { url: string; init: RequestInit }[];

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  fetchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      fetchCalls.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  // React logs what a boundary caught; the screen, not the console, is under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** As router.tsx renders a lazy screen: a spinner while its code loads. */
const page = (node: ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

function Thrower({ error }: { error: Error }): never {
  throw error;
}

const chunkError = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: http://marina.test/assets/${file}`);

/** A lazy screen whose code fails to load `failures` times, then loads. */
function screenFailingToLoad(file: string, failures: number) {
  let attempts = 0;
  const load = vi.fn(() => {
    attempts += 1;
    return attempts <= failures
      ? Promise.reject(chunkError(file))
      : Promise.resolve({ default: () => <h1>Crew board</h1> });
  });
  return { Screen: lazyScreen(load), load };
}

const reportsSent = () =>
  fetchCalls
    .filter((call) => call.url === '/api/client-errors')
    .map((call) => ({ ...call.init, body: JSON.parse(call.init.body as string) as unknown }));

describe('a screen that throws', () => {
  it('when a screen throws, then its report goes to the server with the route pattern and no query, email or cookie', async () => {
    const error = new TypeError(
      'Could not load /reset-password?token=abc123 for casey@example.test',
    );
    error.stack = `TypeError: ${error.message}\n    at DaySheet (http://marina.test/assets/day-sheet.js?v=2:4:17)`;
    renderInApp(
      <RouteErrorBoundary>
        <Thrower error={error} />
      </RouteErrorBoundary>,
      { route: '/admin/day/2030-07-02?lift=3' },
    );
    await waitFor(() => expect(reportsSent()).toHaveLength(1));
    const [report] = reportsSent();
    expect(report).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(report?.body).toEqual({
      kind: 'render',
      name: 'TypeError',
      message: 'Could not load /reset-password for [email]',
      route: '/admin/day/:date',
      stack:
        'TypeError: Could not load /reset-password for [email]\n    at DaySheet (http://marina.test/assets/day-sheet.js:4:17)',
    });
  });

  it('when a screen throws, then a styled screen says so in plain words, without the error, with Retry and a way home', async () => {
    renderInApp(
      <RouteErrorBoundary>
        <Thrower error={new Error("Cannot read properties of undefined (reading 'slot')")} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nothing you have saved is lost');
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('when Retry is pressed after the screen recovered, then the screen renders again', async () => {
    let broken = true;
    function FlakyScreen() {
      if (broken) throw new Error('The schedule could not be drawn');
      return <h1>Schedule</h1>;
    }
    const { user } = renderInApp(
      <RouteErrorBoundary>
        <FlakyScreen />
      </RouteErrorBoundary>,
    );
    await screen.findByRole('heading', { name: 'Something went wrong' });
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Schedule' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a screen whose code did not load', () => {
  it('when the chunk fails, then the page reloads once; when it fails again after the reload, then the error screen, and Retry loads it anew', async () => {
    const first = screenFailingToLoad('crew-board-Ab12.js', 1);
    const view = renderInApp(<RouteErrorBoundary>{page(<first.Screen />)}</RouteErrorBoundary>);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();

    // The page after the reload: the chunk fails once more.
    const second = screenFailingToLoad('crew-board-Ab12.js', 1);
    const { user } = renderInApp(
      <RouteErrorBoundary>{page(<second.Screen />)}</RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Crew board' })).toBeTruthy();
    expect(second.load).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(reportsSent().map((r) => r.body)).toContainEqual(
        expect.objectContaining({ kind: 'chunk', name: 'TypeError', route: '/' }),
      ),
    );
  });
});
