import { useState } from 'react';
import type { SmsSettings } from '@shared/api/sms';
import { SMS_CODE_SENT_MESSAGE, SMS_VERIFIED_MESSAGE } from '@shared/messages/sms';
import { smsCodeSchema } from '@shared/schemas/sms';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCheckSmsCode } from '../api/check-sms-code';
import { useSendSmsCode } from '../api/send-sms-code';
import { showSmsServerError } from './sms-server-error';

/** The second step: the 6 digits texted to the number, or a new code, or another number. */
export function SmsCodeForm(props: {
  userId: number;
  pending: NonNullable<SmsSettings['pending']>;
  onAnotherNumber: () => void;
}) {
  const check = useCheckSmsCode(props.userId);
  const resend = useSendSmsCode(props.userId);
  const [failure, setFailure] = useState<string | null>(null);
  const { handleSubmit, setError, clearErrors, reset, formRef, field } = useSchemaForm(
    smsCodeSchema,
    'sms',
    { code: '' },
  );
  const busy = check.isPending || resend.isPending;

  const submit = handleSubmit((values) => {
    setFailure(null);
    check.mutate(values, {
      onSuccess: ({ message }) =>
        toast({ title: 'Number verified', description: message ?? SMS_VERIFIED_MESSAGE }),
      onError: (error) =>
        setFailure(
          showSmsServerError(error, {
            fields: ['code'],
            fieldCodes: { sms_code_invalid: 'code' },
            setError,
            fallback: 'The code could not be checked. Please try again.',
          }),
        ),
    });
  });

  const sendNewCode = () => {
    setFailure(null);
    clearErrors();
    resend.mutate(
      { phoneNumber: props.pending.phoneNumber },
      {
        onSuccess: ({ message }) => {
          reset({ code: '' });
          toast({ title: 'New code sent', description: message ?? SMS_CODE_SENT_MESSAGE });
        },
        onError: (error) =>
          setFailure(
            showSmsServerError(error, {
              fields: [],
              setError,
              fallback: 'The code could not be sent. Please try again.',
            }),
          ),
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm font-medium">
        We texted a 6-digit code to {props.pending.phoneNumberDisplay}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="sm:[&_input]:max-w-48"
        {...field('code')}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" variant="primary" disabled={busy}>
          {check.isPending ? 'Verifying…' : 'Verify'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={sendNewCode}>
          {resend.isPending ? 'Sending…' : 'Send a new code'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={props.onAnotherNumber}>
          Use another number
        </Button>
      </div>
    </form>
  );
}
