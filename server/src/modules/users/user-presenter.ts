import type { AdminUserSummary, PublicUser } from '@shared/api/users';
import { displayPhoneNumber } from '../../lib/phone-numbers';
import type { BookingCounts, UserListRow, UserRow } from './user-repository';

/** The only way a user leaves the server: never the password hash. */
export function presentUser(user: Pick<UserRow, keyof PublicUser>): PublicUser {
  return {
    id: user.id,
    email: user.email,
    ownerName: user.ownerName,
    username: user.username,
    isAdmin: user.isAdmin,
    role: user.role,
  };
}

/** A row of the Users tab: the public user, what their bookings amount to, their mobile. */
export function presentAdminUser(
  user: UserListRow,
  counts: BookingCounts | undefined,
  country: string,
): AdminUserSummary {
  return {
    ...presentUser(user),
    upcomingBookings: counts?.upcoming ?? 0,
    activeBookings: counts?.active ?? 0,
    mobile: user.mobile,
    mobileDisplay: user.mobile && displayPhoneNumber(user.mobile, country),
  };
}
