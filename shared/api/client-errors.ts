import { z } from 'zod';
import { clientErrorReportSchema } from '../schemas/client-errors';
import { defineRoute } from './route';

export const reportClientError = defineRoute({
  method: 'POST',
  path: '/api/client-errors',
  summary:
    'A browser reports an error it met (kind, name, message, route, stack): one line in the server log, nothing stored; limited per address',
  tag: 'System',
  access: 'public',
  body: clientErrorReportSchema,
  responses: { 204: z.null() },
  errors: [],
});
