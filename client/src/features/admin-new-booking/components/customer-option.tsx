import type { AdminUserSummary } from '@shared/api/users';
import { cn } from '@/lib/cn';

/** One user in the picker's listbox: name, email, and whether they are already booked. */
export function CustomerOption(props: {
  id: string;
  user: AdminUserSummary;
  active: boolean;
  chosen: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const { user } = props;
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      // Keep focus in the search box: the click chooses, the input stays the combobox.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={props.onHover}
      onClick={props.onChoose}
      className={cn(
        'flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm',
        props.active && 'bg-muted',
        props.chosen && 'font-semibold',
      )}
    >
      <span className="flex items-center gap-2">
        {user.ownerName}
        {user.isAdmin && (
          <span className="rounded bg-accent-soft px-1.5 text-xs text-foreground">Admin</span>
        )}
        {props.chosen && <span className="sr-only">(chosen)</span>}
      </span>
      <span className="break-all text-xs text-muted-foreground">
        {user.email}
        {user.upcomingBookings > 0 &&
          ` · ${user.upcomingBookings} upcoming ${user.upcomingBookings === 1 ? 'booking' : 'bookings'}`}
      </span>
    </li>
  );
}
