import { STORAGE_LABELS } from '@shared/constants';
import { useOwnerProfile } from '@/lib/owner-profile';
import { ProfileSection } from './profile-section';

/** The customer's profile as they keep it: how to reach them and where the boat is kept. */
export function CustomerProfile({ userId }: { userId: number }) {
  const { data: profile, isPending, isError } = useOwnerProfile(userId);
  let body;
  if (isPending) body = <p className="text-sm text-muted-foreground">Loading profile...</p>;
  else if (isError) body = <p className="text-sm">The profile could not be loaded.</p>;
  else if (!profile) body = <p className="text-sm text-muted-foreground">No profile saved.</p>;
  else {
    const rows: [string, string | null][] = [
      ['Full name', profile.fullName],
      ['Phone', profile.phoneNumber],
      ['Email', profile.preferredEmail],
      ['Storage', profile.storageType ? STORAGE_LABELS[profile.storageType] : null],
      ['Wet slip', profile.wetSlipNumber],
      ['Dry storage', profile.dryStorageLocation],
      ['VIB Member', profile.isVibMember ? 'Yes' : 'No'],
      ['Notes', profile.notes],
    ];
    body = (
      <dl className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value || 'None'}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <ProfileSection title="Profile">{body}</ProfileSection>;
}
