import { BoatsCard } from '@/components/boats/boats-card';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/lib/profile';
import { useUser } from '@/lib/session';
import { EmailVerificationNotice } from './email-verification-notice';
import { OwnerCalendarFeed } from './owner-calendar-feed';
import { ProfileForm } from './profile-form';
import { PushNotificationsCard } from './push-notifications-card';
import { TextMessagesCard } from './text-messages-card';

export default function ProfilePage() {
  const { data: user } = useUser();
  const { data: profile, isPending } = useProfile(user?.id);
  if (!user || isPending) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">My Profile</h1>
        <p className="mt-2 text-muted-foreground">
          The yard uses these details for your bookings and confirmation emails.
        </p>
      </div>
      {profile && <EmailVerificationNotice user={user} profile={profile} />}
      {/* Keyed by the loaded profile so the form starts from the saved values. */}
      <ProfileForm key={profile?.updatedAt ?? 'new'} user={user} profile={profile ?? null} />
      <BoatsCard userId={user.id} />
      <TextMessagesCard userId={user.id} />
      <PushNotificationsCard userId={user.id} />
      <OwnerCalendarFeed userId={user.id} />
    </div>
  );
}
