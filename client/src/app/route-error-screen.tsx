import { buttonClasses } from '@/components/ui/button-classes';
import { paths } from '@/lib/paths';

const TEXTS = {
  chunk: {
    title: 'This page did not load',
    body: 'The app may have just been updated, or the connection dropped. Check your connection and try again.',
  },
  render: {
    title: 'Something went wrong',
    body: 'This page ran into a problem. Nothing you have saved is lost. Try again, or go back to the home page.',
  },
};

/**
 * What a visitor sees when a screen fails: words for a boat owner, no error text. Card and
 * Button are written out (no cn): tailwind-merge stays off the landing page.
 */
export function RouteErrorScreen({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const text = TEXTS[chunk ? 'chunk' : 'render'];
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <div
        role="alert"
        className="rounded-2xl border border-border bg-card p-8 text-center text-card-foreground shadow-sm"
      >
        <h1 className="text-2xl font-bold">{text.title}</h1>
        <p className="mt-3 text-muted-foreground">{text.body}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
            Retry
          </button>
          {/* A whole page load, not the router's: after a deploy it brings the new build. */}
          <a href={paths.landing} className={buttonClasses('outline')}>
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
