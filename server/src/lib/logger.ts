import pino, { type DestinationStream, type Logger } from 'pino';
import { safeError } from './log-safe';

/**
 * The one logger. Every `{ err }` goes through safeError, so a failed query is logged without
 * its parameters whichever component logs it. `destination` defaults to stdout; tests pass a
 * stream to read what an operator would see.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: safeError },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    destination,
  );
}
