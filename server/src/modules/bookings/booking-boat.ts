import type { ServiceType } from '@shared/constants';
import { format } from 'date-fns';
import { serviceDateToLocalDate } from '@shared/marina-time';
import { BOAT_MESSAGES as M } from '@shared/messages/boats';
import { INSURED_SERVICES } from '../../config/yard';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { RequestBoat } from './booking-repository';

const boatError = (code: 'boat_required' | 'boat_not_bookable', message: string) =>
  new AppError(422, code, message, [{ path: 'boatId', message }]);

/**
 * Which boat a booking or a waitlist entry is for (docs/product.md#boats), from the owner's
 * boats in service and the boat the request names, if any: the one named (it must be one of
 * theirs in service); else their only boat; else none when they have none, unless the yard
 * requires a boat. Several boats and none named: they must choose.
 */
export function chooseBoat(
  ctx: AppContext,
  boats: readonly RequestBoat[],
  requested: number | null | undefined,
): RequestBoat | null {
  if (requested != null) {
    const boat = boats.find((candidate) => candidate.id === requested);
    if (!boat) throw boatError('boat_not_bookable', M.notBookable);
    return boat;
  }
  if (boats.length === 1) return boats[0]!;
  if (boats.length > 1) throw boatError('boat_required', M.chooseBoat);
  if (ctx.config.BOATS_REQUIRED) throw boatError('boat_required', M.addBoatFirst);
  return null;
}

/** Whether the yard asks for insurance on this kind of service (INSURANCE_REQUIRED_FOR). */
function insuranceApplies(ctx: AppContext, serviceType: ServiceType): boolean {
  return INSURED_SERVICES[ctx.config.INSURANCE_REQUIRED_FOR].includes(serviceType);
}

/**
 * An owner's booking for a service the yard asks insurance for: the boat's insurance must run
 * through the service date. Without a boat there is no insurance on record to read, so the
 * owner is asked to add their boat. The office's bookings are exempt (the desk marks them).
 */
export function assertInsured(
  ctx: AppContext,
  boat: RequestBoat | null,
  { serviceType, bookingDate }: { serviceType: ServiceType; bookingDate: string },
): void {
  if (!insuranceApplies(ctx, serviceType)) return;
  if (!boat) throw boatError('boat_required', M.addBoatFirst);
  if (boat.insuranceExpiresOn === null || boat.insuranceExpiresOn < bookingDate) {
    const message = M.insurance(
      boat.name,
      format(serviceDateToLocalDate(bookingDate), 'EEE, MMM d, yyyy'),
    );
    throw new AppError(422, 'insurance_required', message, [{ path: 'boatId', message }]);
  }
}
