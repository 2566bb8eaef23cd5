import { useState } from 'react';
import { lastBookableDate } from '@shared/booking-horizon';
import { marinaToday } from '@shared/marina-time';
import { Spinner } from '@/components/ui/spinner';
import { useConfig } from '@/lib/config';
import { useNow } from '@/lib/use-now';
import { CapacityMonth } from './capacity-month';
import { ClosedBookingsList } from './closed-bookings-list';
import { ClosuresList } from './closures-list';
import { CloseSlotsForm } from './close-slots-form';
import { DayCapacityForm } from './day-capacity-form';
import { DefaultCapacity } from './default-capacity';
import { LiftsSection } from './lifts/lifts-section';
import { WeatherHoldsList } from './weather-holds-list';

/**
 * The Availability tab (docs/product.md#capacity): the bookings left on closed days first, then
 * default capacity, closures and a month of capacity, and the yard's lifts.
 */
export default function CapacityTab() {
  const { data: config } = useConfig();
  const now = useNow(60_000);
  const [closeDate, setCloseDate] = useState('');
  if (!config) return <Spinner label="Loading" className="min-h-64" />;
  const today = marinaToday(now, config.timeZone);
  const lastDate = lastBookableDate(now, config.timeZone, config.bookingHorizonDays);
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0 lg:col-span-2">
        <ClosedBookingsList />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <DefaultCapacity />
        <CloseSlotsForm today={today} lastDate={lastDate} date={closeDate} onDate={setCloseDate} />
        <DayCapacityForm today={today} lastDate={lastDate} />
        <WeatherHoldsList />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <CapacityMonth today={today} />
        <ClosuresList today={today} />
        <LiftsSection />
      </div>
    </div>
  );
}
