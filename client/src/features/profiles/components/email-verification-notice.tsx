import type { Profile } from '@shared/api/profiles';
import type { PublicUser } from '@shared/api/users';
import { Button } from '@/components/ui/button';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown while the preferred email awaits its link: the owner must know their booking mail
 * still goes to the account email, or they would wait for mail at the wrong address.
 */
export function EmailVerificationNotice({ user, profile }: { user: PublicUser; profile: Profile }) {
  const resend = useResendVerification();
  if (profile.preferredEmailVerified || !profile.preferredEmail) return null;

  const sendAgain = () =>
    mutateWithToasts(resend, undefined, {
      success: ({ message }) => ({ title: 'Verification email sent', description: message }),
      failure: { title: 'Not sent', fallback: 'The verification email could not be sent.' },
    });

  return (
    <section
      aria-labelledby="email-verification-title"
      className="flex flex-col gap-3 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="min-w-0">
        <h2 id="email-verification-title" className="font-semibold">
          Confirm your preferred email
        </h2>
        <p className="mt-1 text-sm break-words">
          Booking emails go to <strong>{user.email}</strong> until you follow the link we sent to{' '}
          <strong>{profile.preferredEmail}</strong>.
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        className="shrink-0"
        disabled={resend.isPending}
        onClick={sendAgain}
      >
        {resend.isPending ? 'Sending...' : 'Send again'}
      </Button>
    </section>
  );
}
