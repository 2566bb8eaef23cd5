import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceStatus } from '@shared/constants';
import { errorMessage } from '@/lib/api-client';
import { refreshAllBookings } from '@/lib/live-booking-cache';
import { liftRefusalOf, useAssignLift, type LiftRefusal } from '@/lib/lifts';
import { useSetServiceStatus } from '@/lib/service-status';

export interface CardFailure {
  /** What did not happen and why, as the card shows it. */
  message: string;
  retry: () => void;
}

/**
 * A card's taps: a status or a lift. The card moves as soon as the server answers (the stream
 * then tells every other screen); a refusal stays on the card with a Retry, and the day is read
 * again in case another device changed the booking first. A lift refused for the boat's size or
 * the lift's load instead offers an override.
 */
export function useCardActions(bookingId: number) {
  const queryClient = useQueryClient();
  const status = useSetServiceStatus();
  const lift = useAssignLift();
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [liftRefusal, setLiftRefusal] = useState<LiftRefusal | null>(null);

  // Success needs nothing here: the mutation hooks put the server's booking in the lists.
  const settle = (what: string, retry: () => void) => ({
    onError: (error: Error) => {
      setFailure({ message: `${what} failed: ${errorMessage(error, 'no answer')}`, retry });
      refreshAllBookings(queryClient);
    },
  });

  const setStatus = (next: ServiceStatus, label: string) => {
    setFailure(null);
    status.mutate(
      { bookingId, status: next },
      settle(label, () => setStatus(next, label)),
    );
  };
  /** A lift (null: none); with a reason, past the lift's limits or load. */
  const assignLift = (liftId: number | null, overrideReason?: string) => {
    setFailure(null);
    const failed = settle('Lift change', () => assignLift(liftId, overrideReason));
    lift.mutate(
      { bookingId, liftId, overrideReason },
      {
        onSuccess: () => setLiftRefusal(null),
        onError: (error) => {
          const refusal = overrideReason === undefined ? liftRefusalOf(error, liftId) : null;
          if (refusal) {
            setLiftRefusal(refusal);
            return;
          }
          setLiftRefusal(null);
          failed.onError(error);
        },
      },
    );
  };
  return {
    setStatus,
    assignLift,
    pendingStatus: status.isPending ? status.variables?.status : undefined,
    liftPending: lift.isPending,
    failure,
    liftRefusal,
    dismissRefusal: () => setLiftRefusal(null),
  };
}
