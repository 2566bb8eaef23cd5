import { useRef, useState } from 'react';
import { z } from 'zod';
import type { ErrorCode } from '@shared/error-codes';
import { officeLiftRefusal } from '@shared/messages/lifts';
import { liftOverrideFields, requireOverrideReason } from '@shared/schemas/lifts';
import { ApiError } from '@/lib/api-client';

/** The lift rules' refusals the office may book past (docs/product.md#lifts). */
const OVERRIDABLE: readonly ErrorCode[] = ['no_lift_fits', 'lift_full'];

/** The office booking's override fields, by the shared rule: a reason whenever it overrides. */
const overrideSchema = z
  .object(liftOverrideFields)
  .superRefine(requireOverrideReason('liftOverride', 'liftOverrideReason'));

export interface LiftOverrideFields {
  liftOverride?: boolean;
  liftOverrideReason?: string;
}

/**
 * The New Booking form's way past the lift rules: once the server refuses a booking for them,
 * its message in the office's words, a "Book past the lift rules" checkbox and its Reason.
 * Anything that changes what is booked (`bookingKey`: customer, boat, date, deadline) forgets
 * the refusal.
 */
export function useLiftOverride(bookingKey: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusedFor, setRefusedFor] = useState(bookingKey);
  const reasonRef = useRef<HTMLInputElement>(null);
  if (refusedFor !== bookingKey) {
    setRefusedFor(bookingKey);
    setRefusal(null);
    setChecked(false);
    setReason('');
    setError(undefined);
  }

  /**
   * The body's override fields: none unless the desk chose to override. Null when the reason
   * is missing: the Reason field says so and takes focus, and nothing should be sent.
   */
  const fields = (): LiftOverrideFields | null => {
    if (!refusal || !checked) return {};
    const parsed = overrideSchema.safeParse({ liftOverride: true, liftOverrideReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return null;
    }
    setError(undefined);
    return parsed.data;
  };

  /**
   * Keeps a refusal by the lift rules, in the office's words, to offer the override; false for
   * any other error.
   */
  const refused = (failure: unknown) => {
    if (!(failure instanceof ApiError) || !failure.code || !OVERRIDABLE.includes(failure.code))
      return false;
    setRefusal(officeLiftRefusal(failure.serverMessage));
    return true;
  };

  return {
    refusal,
    checked,
    setChecked,
    reason,
    setReason: (value: string) => {
      setReason(value);
      setError(undefined);
    },
    error,
    reasonRef,
    fields,
    refused,
  };
}

export type LiftOverride = ReturnType<typeof useLiftOverride>;
