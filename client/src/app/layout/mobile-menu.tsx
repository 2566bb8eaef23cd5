import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * The header's menu below md: a Radix dialog (the Sheet), so focus stays inside while it is
 * open, Escape closes it and focus returns to the toggle. From md up the header shows the
 * same links inline, so the menu closes if the window grows past it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const { pathname } = useLocation();
  // The anonymous schedule is prerendered: the toggle waits for the app that opens the menu.
  const hydrated = useHydrated();
  // A route change (a link followed from the menu) or a window grown past md closes it.
  const [shownFor, setShownFor] = useState({ pathname, wide });
  if (shownFor.pathname !== pathname || shownFor.wide !== wide) {
    setShownFor({ pathname, wide });
    setOpen(false);
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          disabled={!hydrated}
          aria-label={open ? 'Close menu' : 'Open menu'}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
