import { STORAGE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { useOwnerProfile } from '@/lib/owner-profile';
import { DetailList, PanelSection } from './detail-list';

/** The owner's profile as they keep it, beside what the booking recorded. */
export function OwnerProfileSection({ userId, username }: { userId: number; username?: string }) {
  const { data: profile, isPending, isError } = useOwnerProfile(userId);
  let body;
  if (isPending) body = <p className="text-sm text-muted-foreground">Loading profile...</p>;
  else if (isError) body = <p className="text-sm">The profile could not be loaded.</p>;
  else if (!profile) body = <p className="text-sm text-muted-foreground">No profile saved.</p>;
  else {
    body = (
      <DetailList
        items={[
          ['Full name', profile.fullName],
          ['Username', username],
          ['Email', profile.preferredEmail],
          ['Phone', profile.phoneNumber],
          ['Storage', profile.storageType ? STORAGE_LABELS[profile.storageType] : null],
          ['Wet slip', profile.wetSlipNumber],
          ['Dry storage', profile.dryStorageLocation],
          ['VIB Member', profile.isVibMember ? 'Yes' : 'No'],
          [
            'Usual route',
            profile.preferredSourceSlip && profile.preferredDestination
              ? `${titleCaseLocation(profile.preferredSourceSlip)} → ${titleCaseLocation(profile.preferredDestination)}`
              : null,
          ],
          ['Notes', profile.notes],
        ]}
      />
    );
  }
  return <PanelSection title="Owner profile">{body}</PanelSection>;
}
