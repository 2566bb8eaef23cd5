import type { Request } from 'express';
import {
  ipKeyGenerator,
  type ClientRateLimitInfo,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Executor } from '../db/client';
import { deleteCounter, hitCounter, refundCounter } from './rate-limit-repository';

/** Whole seconds until a window closes, at least 1: the Retry-After value. */
export function secondsUntil(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/**
 * The client address as a counter key: an IPv6 client is keyed by its /56, since one host
 * commonly holds a whole /64 and could otherwise rotate through it.
 */
export function clientAddressKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? 'unknown', 56);
}

/** express-rate-limit's store on these counters. */
export class PostgresRateLimitStore implements Store {
  prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly db: Executor,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { hits, resetAt } = await hitCounter(this.db, this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  decrement(key: string): Promise<void> {
    return refundCounter(this.db, this.prefix + key);
  }

  resetKey(key: string): Promise<void> {
    return deleteCounter(this.db, this.prefix + key);
  }
}
