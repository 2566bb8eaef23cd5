import { CalendarFeedCard } from '@/components/calendar-feed/calendar-feed-card';

/** The profile page's calendar feed: the owner's own bookings in their calendar app. */
export function OwnerCalendarFeed({ userId }: { userId: number }) {
  return (
    <CalendarFeedCard
      userId={userId}
      scope="owner"
      title="Calendar feed"
      intro="Subscribe in Google Calendar, Apple Calendar or Outlook to see your haul-outs and launches next to the rest of your plans. New bookings, changes and cancellations show up there on their own."
    />
  );
}
