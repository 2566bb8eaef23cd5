import { addServiceDays } from '@shared/marina-time';
import type { AdminBookingsParams } from '@shared/schemas/bookings';
import type { BookingsUrlState } from './use-bookings-url-state';

export const PAGE_SIZE = 50;

/** The GET /api/bookings query for one page of the list; `today` is the marina's date. */
export function listParams(state: BookingsUrlState, today: string): AdminBookingsParams {
  return {
    ...(state.range === 'past' ? { to: addServiceDays(today, -1) } : { from: today }),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.serviceType ? { serviceType: state.serviceType } : {}),
    ...(state.attention ? { attention: state.attention } : {}),
    sort: state.sort,
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  };
}

/** '1-50 of 1,234' (paging never cuts silently: docs/product.md#bookings-tab). */
