import type { AdminUserSummary } from '@shared/api/users';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { CustomerBoats } from './customer-boats';
import { CustomerProfile } from './customer-profile';

/**
 * Profile: the customer's record as the desk needs it on the phone, their profile and their
 * boats, in a side sheet. Its content is read only while it is open.
 */
export function CustomerProfileButton({ user }: { user: AdminUserSummary }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 md:min-h-9"
          aria-label={`Profile of ${user.email}`}
        >
          Profile
        </Button>
      </SheetTrigger>
      <SheetContent title={user.ownerName} description={user.email}>
        <CustomerProfile userId={user.id} />
        <CustomerBoats userId={user.id} />
      </SheetContent>
    </Sheet>
  );
}
