import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { useSmsSettings } from '../api/get-sms-settings';
import { SmsCodeForm } from './sms-code-form';
import { SmsNumberForm } from './sms-number-form';
import { SmsVerified } from './sms-verified';

type Step = 'number' | 'code' | 'verified';

/**
 * The profile's 'Text messages' card (docs/product.md#text-messages): a mobile number, the code
 * texted to it, then what to receive. The server's answer to each step is the whole state, so the
 * step shown is read from it; only 'Use another number' is the card's own choice.
 */
export function TextMessagesCard({ userId }: { userId: number }) {
  const settings = useSmsSettings(userId);
  const config = useConfig();
  const [anotherNumber, setAnotherNumber] = useState(false);
  const sms = settings.data;
  const step: Step | null = !sms
    ? null
    : sms.pending && !anotherNumber
      ? 'code'
      : sms.phoneNumber && !anotherNumber
        ? 'verified'
        : 'number';

  // The control that moved the card on is gone: focus goes to the next step's first control.
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef<Step | null>(null);
  useEffect(() => {
    if (shown.current && step && shown.current !== step) {
      body.current?.querySelector<HTMLElement>('input, button')?.focus();
    }
    shown.current = step;
  }, [step]);

  const marinaName = config.data?.marinaName;
  let content: ReactNode;
  if (settings.isError) {
    content = (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        {errorMessage(settings.error, 'Could not load your text message settings.')}
      </p>
    );
  } else if (!sms || !marinaName) {
    content = <Skeleton className="h-11 w-full sm:w-80" />;
  } else if (step === 'code' && sms.pending) {
    content = (
      <SmsCodeForm
        userId={userId}
        pending={sms.pending}
        onAnotherNumber={() => setAnotherNumber(true)}
      />
    );
  } else if (step === 'verified') {
    content = <SmsVerified userId={userId} sms={sms} marinaName={marinaName} />;
  } else {
    content = (
      <SmsNumberForm
        userId={userId}
        marinaName={marinaName}
        // A code sent to the other number ends the detour.
        onSent={() => setAnotherNumber(false)}
        onCancel={anotherNumber ? () => setAnotherNumber(false) : undefined}
      />
    );
  }

  return (
    <Card role="region" aria-labelledby="sms-card-title" className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 id="sms-card-title" className="text-lg font-bold">
        Text messages
      </h2>
      <div ref={body}>{content}</div>
    </Card>
  );
}
