import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceStatus } from '@shared/constants';
import { errorMessage } from '@/lib/api-client';
import { refreshAllBookings } from '@/lib/live-booking-cache';
import { useAssignLift } from '@/lib/lifts';
import { useSetServiceStatus } from '@/lib/service-status';

export interface CardFailure {
  /** What did not happen and why, as the card shows it. */
  message: string;
  retry: () => void;
}

/**
 * A card's taps: a status or a lift. The card moves as soon as the server answers (the stream
 * then tells every other screen); a refusal stays on the card with a Retry, and the day is read
 * again in case another device changed the booking first.
 */
export function useCardActions(bookingId: number) {
  const queryClient = useQueryClient();
  const status = useSetServiceStatus();
  const lift = useAssignLift();
  const [failure, setFailure] = useState<CardFailure | null>(null);

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
  const assignLift = (liftId: number | null) => {
    setFailure(null);
    lift.mutate(
      { bookingId, liftId },
      settle('Lift change', () => assignLift(liftId)),
    );
  };
  return {
    setStatus,
    assignLift,
    pendingStatus: status.isPending ? status.variables?.status : undefined,
    liftPending: lift.isPending,
    failure,
  };
}
