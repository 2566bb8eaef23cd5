import type { WeatherHold, WeatherHoldMove } from '@shared/api/weather-holds';

/** One booking on a held deadline and where the hold puts it (`to: null`: no place left). */
export const aHoldMove = (overrides: Partial<WeatherHoldMove> = {}): WeatherHoldMove => ({
  bookingId: 21,
  confirmationCode: 'GALE2345',
  ownerName: 'Avery Gale',
  serviceType: 'haul-out',
  from: { bookingDate: '2026-12-10', timeSlot: '10:00 AM' },
  to: { bookingDate: '2026-12-11', timeSlot: '10:00 AM' },
  ...overrides,
});

/** A hold as the server answers it: December 10, 2026, every deadline, for the weather. */
export const aWeatherHold = (overrides: Partial<WeatherHold> = {}): WeatherHold => ({
  id: 5,
  date: '2026-12-10',
  timeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
  reason: 'Weather',
  createdAt: '2026-12-01T18:00:00.000Z',
  createdBy: { id: 1, ownerName: 'Office' },
  moved: 0,
  unplaced: 0,
  liftedAt: null,
  ...overrides,
});
