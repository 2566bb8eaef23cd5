import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/brand-logo';
import { Card } from '@/components/ui/card';
import { ThemeToggle } from '@/components/theme-toggle';
import { useHydrated } from '@/lib/use-hydrated';

/** The frame of the pages without header and footer: auth, forgot and reset password. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-[#0b2545] via-[#0d3b66] to-[#0f766e] px-4 py-8 dark:from-[#030b14] dark:via-[#06182b] dark:to-[#073b3a]">
      <div className="mx-auto flex max-w-md flex-col gap-6">
        <div className="flex items-center justify-between text-white">
          <Link to={paths.landing} className="flex min-h-11 items-center rounded-lg">
            <BrandLogo inverted />
          </Link>
          <ThemeToggle inverted />
        </div>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
          {/* Tabs and forms need the app: disabled until it has hydrated a prerendered page. */}
          <fieldset disabled={!hydrated} className="mt-6 min-w-0">
            {children}
          </fieldset>
        </Card>
      </div>
    </div>
  );
}
