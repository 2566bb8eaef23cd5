import { Link, NavLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { canUser, hasDashboard } from '@/lib/roles';
import { useUser } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/lib/paths';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition',
    isActive
      ? 'bg-accent-soft text-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

export function Header() {
  const { data: user } = useUser();
  const logout = useLogout();
  const signOut = () => logout.mutate();

  // Inline from md up, and in the phone's menu below it. Staff with the dashboard too find the
  // crew board in the account menu and the dashboard's banner until lg: five links and the
  // marina's name do not share a 768 px header.
  const links = (inline: boolean) =>
    user && (
      <>
        <NavLink to={paths.schedule} className={linkClasses}>
          Schedule
        </NavLink>
        <NavLink to={paths.myBookings} className={linkClasses}>
          My Services
        </NavLink>
        <NavLink to={paths.profile} className={linkClasses}>
          Profile
        </NavLink>
        {/* Each role its own way in (docs/product.md#staff-roles): the crew has no dashboard. */}
        {hasDashboard(user) && (
          <NavLink to={paths.admin} end className={linkClasses}>
            Admin
          </NavLink>
        )}
        {canUser(user, 'yardDay') && (
          <NavLink
            to={paths.adminBoardToday}
            className={(state) =>
              cn(linkClasses(state), inline && hasDashboard(user) && 'max-lg:hidden')
            }
          >
            Crew board
          </NavLink>
        )}
      </>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      {/* On a phone the marina's name wraps; the buttons after it keep their 44 px. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 [&>*:not(:first-child)]:shrink-0">
        <Link
          to={user ? paths.schedule : paths.landing}
          className="mr-auto flex min-h-11 min-w-0 items-center rounded-lg text-primary dark:text-foreground"
        >
          <BrandLogo />
        </Link>
        {user && (
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links(true)}
          </nav>
        )}
        <ThemeToggle />
        {user ? (
          <>
            <div className="hidden md:block">
              <Button variant="ghost" onClick={signOut} disabled={logout.isPending}>
                Sign Out
              </Button>
            </div>
            <UserMenu user={user} onSignOut={signOut} />
            <MobileMenu>
              {links(false)}
              <button
                type="button"
                className={linkClasses({ isActive: false })}
                onClick={signOut}
                disabled={logout.isPending}
              >
                Sign Out
              </button>
            </MobileMenu>
          </>
        ) : (
          <>
            <Link to={paths.auth} className={buttonClasses('primary')}>
              Sign In
            </Link>
            {/* A visitor on a phone reaches what is open to them: the schedule and an account. */}
            <MobileMenu>
              <NavLink to={paths.schedule} className={linkClasses}>
                Schedule
              </NavLink>
              <NavLink to={paths.login} className={linkClasses}>
                Sign In
              </NavLink>
              <NavLink to={paths.register} className={linkClasses}>
                Create Account
              </NavLink>
            </MobileMenu>
          </>
        )}
      </div>
    </header>
  );
}
