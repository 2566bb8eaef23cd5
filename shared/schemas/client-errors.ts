import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../client-errors';
import { textField } from './common';

const { name, message, route, stack } = CLIENT_ERROR_LIMITS;

/**
 * POST /api/client-errors: what a browser may say about an error it met. Every text follows the
 * rules of any other (NFC, trimmed, no broken or control characters but a stack's line breaks
 * and tabs) and its limit: the browser cuts to these, so a longer field is refused, not cut.
 * Unknown fields are dropped, never logged.
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, {
    message: `Kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}`,
  }),
  name: textField('Error name', { max: name, required: 'Error name is required' }),
  message: textField('Message', {
    max: message,
    kind: 'free-text',
    required: 'Message is required',
  }),
  // A route's pattern ('/admin/day/:date'), never a query string or a fragment.
  route: textField('Route', { max: route, required: 'Route is required' }).refine(
    (value) => value.startsWith('/') && !/[?#]/.test(value),
    'Route must be a path without a query string',
  ),
  stack: textField('Stack', { max: stack, kind: 'free-text' }).optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorReportSchema>;
export type ClientErrorReportInput = z.input<typeof clientErrorReportSchema>;
