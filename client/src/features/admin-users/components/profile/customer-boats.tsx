import { marinaToday } from '@shared/marina-time';
import { useCustomerBoats, useMarinaUnits } from '@/lib/boats';
import { useConfig } from '@/lib/config';
import { useNow } from '@/lib/use-now';
import { CustomerBoatItem } from './customer-boat-item';
import { ProfileSection } from './profile-section';

/** The customer's boats, in service first by name, then the archived ones (the server's order). */
export function CustomerBoats({ userId }: { userId: number }) {
  const units = useMarinaUnits();
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  const today = marinaToday(useNow(60_000), timeZone);
  const { data: boats, isPending, isError } = useCustomerBoats(userId);
  let body;
  if (isPending) body = <p className="text-sm text-muted-foreground">Loading boats...</p>;
  else if (isError) body = <p className="text-sm">The boats could not be loaded.</p>;
  else if (boats.length === 0)
    body = <p className="text-sm text-muted-foreground">No boats on record.</p>;
  else {
    body = (
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {boats.map((boat) => (
          <CustomerBoatItem key={boat.id} boat={boat} units={units} today={today} />
        ))}
      </ul>
    );
  }
  return <ProfileSection title="Boats">{body}</ProfileSection>;
}
