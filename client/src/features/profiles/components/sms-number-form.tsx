import { useState } from 'react';
import { smsConsentLine, SMS_CODE_SENT_MESSAGE } from '@shared/messages/sms';
import { smsVerificationSchema } from '@shared/schemas/sms';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendSmsCode } from '../api/send-sms-code';
import { showSmsServerError } from './sms-server-error';

/** The first step of texts: the owner's mobile, what they agree to, and a code sent to it. */
export function SmsNumberForm(props: {
  userId: number;
  marinaName: string;
  label?: string;
  onSent?: () => void;
  /** Back to the code already sent, when the owner chose another number by mistake. */
  onCancel?: () => void;
}) {
  const send = useSendSmsCode(props.userId);
  const [failure, setFailure] = useState<string | null>(null);
  const { handleSubmit, setError, formRef, field } = useSchemaForm(smsVerificationSchema, 'sms', {
    phoneNumber: '',
  });
  const consentId = 'sms-consent';

  const submit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ title: 'Code sent', description: message ?? SMS_CODE_SENT_MESSAGE });
        props.onSent?.();
      },
      onError: (error) =>
        setFailure(
          showSmsServerError(error, {
            fields: ['phoneNumber'],
            setError,
            fallback: 'The code could not be sent. Please try again.',
          }),
        ),
    });
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-describedby={consentId}
      className="flex flex-col gap-4"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={props.label ?? 'Mobile number'}
        type="tel"
        autoComplete="tel"
        className="sm:[&_input]:max-w-xs"
        {...field('phoneNumber')}
      />
      <p id={consentId} className="text-sm text-muted-foreground">
        {smsConsentLine(props.marinaName)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Text me a code'}
        </Button>
        {props.onCancel && (
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
