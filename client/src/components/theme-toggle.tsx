import { clsx } from 'clsx';
import { useHydrated } from '@/lib/use-hydrated';
import { useTheme } from '@/lib/theme';

export function ThemeToggle({ inverted = false }: { inverted?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  // Until the app has hydrated a prerendered page, a click would do nothing.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      disabled={!hydrated}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      // clsx, not cn: these classes never clash, and cn would bring tailwind-merge to the landing page.
      className={clsx(
        'inline-flex h-11 w-11 items-center justify-center rounded-lg',
        inverted ? 'text-white hover:bg-white/10' : 'hover:bg-muted',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {theme === 'dark' ? (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
        )}
      </svg>
    </button>
  );
}
