import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useConfig } from '@/lib/config';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { usePushDevices, type PushDeviceRow } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';

/**
 * The Notifications card's list of the owner's browsers that get their news: which browser,
 * since when, when the last notification went, and Remove (a lost phone, an old laptop). Shown
 * only when there is one; `enabled` waits for the card's own read of this browser.
 */
export function PushDevices({ userId, enabled }: { userId: number; enabled: boolean }) {
  const devices = usePushDevices(userId, enabled);
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  const remove = useRemovePushDevice(userId);

  if (devices.isError) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Could not load the devices that get your notifications.
      </p>
    );
  }
  if (!devices.data?.length) return null;

  const day = (instant: string) => formatMarinaInstant(instant, timeZone, 'MMM d, yyyy');
  const removeDevice = (device: PushDeviceRow) =>
    remove.mutate(device, {
      onSuccess: () =>
        toast({
          title: 'Device removed',
          description: `${device.browser} gets no more notifications from us.`,
        }),
      onError: (error) => toastFailure(`Could not remove ${device.browser}`, error),
    });

  return (
    <section aria-labelledby="push-devices-title" className="border-t border-border pt-4">
      <h3 id="push-devices-title" className="text-base font-semibold">
        Devices that get your notifications
      </h3>
      <ul className="mt-1 divide-y divide-border">
        {devices.data.map((device) => {
          const removing = remove.isPending && remove.variables.id === device.id;
          return (
            <li key={device.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {device.browser}
                  {device.thisBrowser && <Badge tone="accent">This browser</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="block sm:inline">Added {day(device.createdAt)}</span>
                  <span className="hidden sm:inline" aria-hidden="true">
                    {' · '}
                  </span>
                  <span className="block sm:inline">
                    {device.lastPushAt
                      ? `Last notification ${formatMarinaInstant(device.lastPushAt, timeZone, 'MMM d, yyyy, h:mm a')}`
                      : 'No notifications yet'}
                  </span>
                </p>
              </div>
              <Button
                variant="outline"
                className="shrink-0"
                aria-label={`Remove ${device.browser}${device.thisBrowser ? ' (this browser)' : ''}, added ${day(device.createdAt)}`}
                disabled={removing}
                onClick={() => removeDevice(device)}
              >
                {removing ? 'Removing...' : 'Remove'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
