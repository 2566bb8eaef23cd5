import type { PushState } from '@/lib/push-on-this-browser';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePushState, useSetPush } from '../api/push-state';
import { PushDevices } from './push-devices';

const WHAT_COMES =
  'Your booking news as a notification on this device: confirmations, changes, cancellations, ' +
  'reminders, a place from the waitlist, and when your boat is done.';

const SAYS: Record<PushState, string> = {
  on: 'Notifications are on for this device.',
  off: WHAT_COMES,
  blocked:
    'Notifications are blocked for this site in this browser’s settings. Allow them there, then come back to turn them on.',
  unsupported:
    'This browser cannot show notifications from us. On an iPhone, add this app to your Home Screen (Share, then Add to Home Screen) and open it from there.',
};

/**
 * The profile's 'Notifications on this device' card (docs/product.md#web-push). Nothing is asked of
 * the browser until the owner taps Turn on notifications: its permission prompt comes from that
 * tap.
 */
export function PushNotificationsCard({ userId }: { userId: number }) {
  const state = usePushState(userId);
  const setPush = useSetPush(userId);

  const change = (on: boolean) =>
    setPush.mutate(on, {
      onSuccess: (next) => {
        if (on && next === 'on') {
          toast({ title: 'Notifications on', description: 'Your booking news will come here.' });
        }
        if (!on) toast({ title: 'Notifications off', description: 'Nothing more comes here.' });
      },
      onError: (error) =>
        toast({
          title: on ? 'Notifications not turned on' : 'Notifications not turned off',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card
      role="region"
      aria-labelledby="push-card-title"
      className="flex flex-col gap-4 p-5 sm:p-6"
    >
      <h2 id="push-card-title" className="text-lg font-bold">
        Notifications on this device
      </h2>
      {state.isPending ? (
        // As tall as the sentence and button it stands for, so nothing below moves.
        <div aria-busy="true" aria-label="Loading notification settings">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="mt-1 h-5 w-2/3" />
          <Skeleton className="mt-4 h-11 w-56" />
        </div>
      ) : state.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(state.error, 'Could not read this device’s notification settings.')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{SAYS[state.data]}</p>
          {state.data === 'off' && (
            <Button
              className="self-start"
              disabled={setPush.isPending}
              onClick={() => change(true)}
            >
              {setPush.isPending ? 'Turning on...' : 'Turn on notifications'}
            </Button>
          )}
          {state.data === 'on' && (
            <Button
              variant="outline"
              className="self-start"
              disabled={setPush.isPending}
              onClick={() => change(false)}
            >
              {setPush.isPending ? 'Turning off...' : 'Turn off notifications'}
            </Button>
          )}
        </>
      )}
      <PushDevices userId={userId} enabled={!state.isPending} />
    </Card>
  );
}
