import { useSyncExternalStore } from 'react';
import { useConfig } from '@/lib/config';

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();
// Left out of the prerendered page (scripts/vite-prerender.ts), where it would be the build's
// year and could differ from the visitor's: hydration fills it in.
const noYear = () => null;

export function Footer() {
  const { data: config } = useConfig();
  const year = useSyncExternalStore(noSubscription, thisYear, noYear);
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          ©{year !== null && ` ${year}`} {config?.marinaName ?? 'Marina'} · Haul-out &amp; launch
          scheduling
        </p>
        <p>
          Services are subject to marina availability and weather.
          {config?.websiteUrl && (
            <>
              {' '}
              <a
                href={config.websiteUrl}
                // Padding on an inline link grows its target to 44 px, not the line.
                className="py-3.5 font-medium text-foreground underline underline-offset-4"
              >
                Marina website
              </a>
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
