import { useId, useState } from 'react';
import { SERVICE_TYPES, type ServiceType } from '@shared/constants';
import { CalendarFeedCard } from '@/components/calendar-feed/calendar-feed-card';
import { CalendarFeedLink } from '@/components/calendar-feed/calendar-feed-link';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { withServiceType } from '@/lib/calendar-feeds';

const ALL = 'all';
const CHOICES = [
  { value: ALL, label: 'All services' },
  { value: 'haul-out', label: 'Haul-outs only' },
  { value: 'launch', label: 'Launches only' },
] as const;

const isServiceType = (value: string): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value);

/** The yard feed (every owner's bookings) on the calendar view, with a service choice. */
export function YardCalendarFeed({ userId }: { userId: number }) {
  const id = useId();
  const [choice, setChoice] = useState<string>(ALL);
  const serviceType = isServiceType(choice) ? choice : undefined;
  return (
    <CalendarFeedCard
      userId={userId}
      scope="yard"
      title="Yard calendar feed"
      intro="Subscribe in Google Calendar, Apple Calendar or Outlook to see every haul-out and launch, with the owner's name, on the office's or crew's devices. The link shows owners' names: keep it within the yard."
      renderLink={(created) => (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={id}>Services in the feed</Label>
            <Select
              id={id}
              value={choice}
              onValueChange={setChoice}
              options={CHOICES}
              placeholder="All services"
            />
          </div>
          <CalendarFeedLink
            url={withServiceType(created.url, serviceType)}
            webcalUrl={withServiceType(created.webcalUrl, serviceType)}
            label="The yard's private link"
            privacy="This link is private: anyone who has it can see every booking with the owner's name, so share it only with the yard's staff."
          />
        </div>
      )}
    />
  );
}
