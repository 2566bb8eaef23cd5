import { useState } from 'react';
import type { SmsSettings } from '@shared/api/sms';
import { SMS_STOPPED_MESSAGE, SMS_UNDELIVERABLE_MESSAGE } from '@shared/messages/sms';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useStopTexts } from '../api/stop-texts';
import { SmsNumberForm } from './sms-number-form';
import { SmsPreferences } from './sms-preferences';

const noticeClasses =
  'rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100';

/** Why a verified number gets nothing: it texted STOP, or texts to it bounced for good. */
function OptedOutNotice({ sms }: { sms: SmsSettings }) {
  if (sms.optedOut === 'undeliverable') {
    return <p className={noticeClasses}>{SMS_UNDELIVERABLE_MESSAGE}</p>;
  }
  return (
    <p className={noticeClasses}>
      This number asked us to stop texting it. To get texts again, text START to{' '}
      {sms.marinaNumber ? (
        <a
          href={`sms:${sms.marinaNumber.replace(/[^\d+]/g, '')}`}
          className="font-semibold whitespace-nowrap underline underline-offset-2"
        >
          {sms.marinaNumber}
        </a>
      ) : (
        'our number'
      )}
      .
    </p>
  );
}

/** A verified number: where texts go, what they are about, and a way to stop them all. */
export function SmsVerified(props: { userId: number; sms: SmsSettings; marinaName: string }) {
  const { sms } = props;
  const stop = useStopTexts(props.userId);
  const [confirming, setConfirming] = useState(false);

  const stopAll = () =>
    stop.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast({ title: 'Texts stopped', description: message ?? SMS_STOPPED_MESSAGE });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Texts not stopped',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Texts go to <strong className="whitespace-nowrap">{sms.phoneNumberDisplay}</strong>.
      </p>
      {sms.optedOut && <OptedOutNotice sms={sms} />}
      {sms.optedOut === 'undeliverable' ? (
        <SmsNumberForm
          userId={props.userId}
          marinaName={props.marinaName}
          label="Another mobile number"
        />
      ) : (
        <SmsPreferences userId={props.userId} sms={sms} />
      )}
      <div className="border-t border-border pt-4">
        <Button variant="outlineDestructive" onClick={() => setConfirming(true)}>
          Stop all texts
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop all texts?"
        description={`We will not text ${sms.phoneNumberDisplay ?? 'your number'} again. To get texts later, verify a number again.`}
        cancelLabel="Keep texts"
        actionLabel="Stop all texts"
        destructive
        busy={stop.isPending}
        busyLabel="Stopping…"
        onAction={stopAll}
      />
    </div>
  );
}
