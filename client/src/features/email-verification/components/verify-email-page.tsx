import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INVALID_VERIFICATION_MESSAGE } from '@shared/messages/email-verification';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';

/** /verify-email?token=… (the link in the verification email): posts the token once. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user } = useUser();
  const verify = useVerifyEmail(user?.id);
  const { mutate } = verify;
  // A token works once: React's development double effect must not spend it twice.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate({ token });
  }, [token, mutate]);

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Confirm your email</h1>
      <Card className="p-5 sm:p-6">
        {!token ? (
          <FormAlert>{INVALID_VERIFICATION_MESSAGE}</FormAlert>
        ) : verify.isSuccess ? (
          <div role="status">
            <h2 className="text-xl font-bold">Email verified</h2>
            <p className="mt-2 text-muted-foreground">
              Your booking emails will now go to this address.
            </p>
          </div>
        ) : verify.isError ? (
          <FormAlert>{errorMessage(verify.error, INVALID_VERIFICATION_MESSAGE)}</FormAlert>
        ) : (
          <Spinner label="Confirming your email..." className="py-6" />
        )}
        {(verify.isSuccess || verify.isError || !token) && (
          <Link
            to={user ? paths.profile : paths.auth}
            className={`${buttonClasses('primary', 'lg')} mt-6 w-full sm:w-auto`}
          >
            {user ? 'Go to your profile' : 'Sign in'}
          </Link>
        )}
      </Card>
    </div>
  );
}
