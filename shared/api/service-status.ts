import { idParam } from '../schemas/common';
import { serviceStatusSchema } from '../schemas/service-status';
import { bookingAnswer } from './booking-views';
import { defineRoute } from './route';

export const setServiceStatus = defineRoute({
  method: 'PATCH',
  path: '/api/bookings/:id/status',
  summary: 'Where a booking’s service stands on the day: the crew board’s taps',
  tag: 'Crew board',
  access: 'admin',
  permission: 'yardDay',
  params: idParam,
  body: serviceStatusSchema,
  responses: { 200: bookingAnswer },
  errors: [404, 409],
});
