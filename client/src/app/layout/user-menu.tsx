import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@shared/api/users';
import { paths } from '@/lib/paths';
import { canUser, hasDashboard } from '@/lib/roles';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted';

function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase() || '?';
}

/**
 * The avatar menu: signed-in-as line, profile, services, the dashboard and the crew board as the
 * role allows (docs/product.md#staff-roles), sign out.
 */
export function UserMenu({ user, onSignOut }: { user: PublicUser; onSignOut: () => void }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={`Account menu for ${user.ownerName}`}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
      >
        {initialsOf(user.ownerName)}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-xl"
        >
          <Menu.Label className="px-3 py-2 text-xs text-muted-foreground">
            Signed in as
            <span className="block truncate text-sm font-semibold text-foreground">
              {user.email}
            </span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item asChild className={itemClasses}>
            <Link to={paths.profile}>My Profile</Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClasses}>
            <Link to={paths.myBookings}>My Services</Link>
          </Menu.Item>
          {hasDashboard(user) && (
            <Menu.Item asChild className={itemClasses}>
              <Link to={paths.admin}>Admin Dashboard</Link>
            </Menu.Item>
          )}
          {canUser(user, 'yardDay') && (
            <Menu.Item asChild className={itemClasses}>
              <Link to={paths.adminBoardToday}>Crew board</Link>
            </Menu.Item>
          )}
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item className={itemClasses} onSelect={onSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
