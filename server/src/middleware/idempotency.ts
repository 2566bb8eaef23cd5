import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { AppError, badRequest, conflict } from '../lib/errors';
import { currentUser } from './auth';
import {
  claimKey,
  deleteExpiredKeys,
  deleteKey,
  findKey,
  storeKeyAnswer,
} from './idempotency-repository';

/**
 * `Idempotency-Key` on POST /api/bookings (docs/decisions/0029-idempotency-keys.md): a double tap
 * or a retry after a dropped connection replays the first answer instead of booking again. Keys
 * are per user and live in Postgres for 24 hours, so they hold across instances.
 */

/** The refusals of a key, naming what it guards ('booking', 'weather hold'). */
export function idempotencyMessages(what: string) {
  return {
    invalid: 'Idempotency-Key must be 1 to 200 visible ASCII characters, such as a UUID.',
    reused: `This Idempotency-Key was already used for a different ${what}. Send a new key for a new ${what}.`,
    inFlight: `A ${what} with this Idempotency-Key is still being processed. Please wait a moment.`,
  } as const;
}

export const IDEMPOTENCY_MESSAGES = idempotencyMessages('booking');

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const idempotentBooking = (db: Database) => idempotentRequest(db, 'booking');

/** The same for any POST that must happen once (a weather hold); `what` names it in refusals. */
export function idempotentRequest(db: Database, what: string): RequestHandler {
  const messages = idempotencyMessages(what);
  return async (req, res, next) => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest(messages.invalid);
    }
    const userId = currentUser(req).id;
    const requestHash = hashBody(req.body);
    // An expired key counts as absent; purging every expired one here (by the created_at
    // index) keeps the table small without another job.
    await deleteExpiredKeys(db);
    // The claim is its own statement, committed before the booking's transaction starts, so
    // a second request with the key sees it at once, on any instance.
    if (!(await claimKey(db, { userId, key, requestHash }))) {
      const prior = await findKey(db, userId, key);
      if (prior && prior.requestHash !== requestHash) {
        throw new AppError(422, 'idempotency_key_reused', messages.reused);
      }
      if (!prior || prior.responseStatus === null) {
        throw conflict('idempotency_in_flight', messages.inFlight);
      }
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(prior.responseStatus).json(prior.responseBody);
      return;
    }
    storeAnswer(db, res, userId, key, req.log);
    next();
  };
}

/**
 * Holds the answer back until it is stored, so a retry arriving right after it replays rather
 * than hearing "in flight". Answers below 500 (the booking, or a refusal such as a full slot
 * or a validation error) are final for this body and replay. A 5xx means the transaction
 * rolled back and nothing was booked: the key is dropped so a retry runs again instead of
 * replaying a passing failure for 24 hours.
 */
function storeAnswer(db: Database, res: Response, userId: number, key: string, log: Logger) {
  const send = res.json.bind(res);
  res.json = ((body: unknown) => {
    const status = res.statusCode;
    void (async () => {
      try {
        if (status >= 500) {
          await deleteKey(db, userId, key);
        } else {
          await storeKeyAnswer(db, userId, key, { responseStatus: status, responseBody: body });
        }
      } catch (error) {
        log.error({ err: error }, 'could not store the answer of an idempotent request');
      }
      send(body);
    })();
    return res;
  }) as Response['json'];
}

/** The same JSON in any key order hashes the same. */
function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((name) => [name, canonical(record[name])]),
    );
  }
  return value;
}
