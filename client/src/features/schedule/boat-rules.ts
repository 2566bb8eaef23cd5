import type { Boat } from '@shared/api/boats';
import type { PublicConfig } from '@shared/api/system';
import type { ServiceType } from '@shared/constants';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import { formatServiceDate } from '@/lib/marina-dates';

type BoatSettings = Pick<PublicConfig, 'boats'>;

/** INSURANCE_REQUIRED_FOR, as the server reads it for an owner's booking. */
const insuranceApplies = ({ boats }: BoatSettings, serviceType: ServiceType) =>
  boats.insuranceRequiredFor === 'both' || boats.insuranceRequiredFor === serviceType;

/**
 * Why this booking may not go without a boat, in the server's words (its chooseBoat and
 * assertInsured); null when it may, or while the boats are unknown. One boat is chosen for the
 * owner, so only several, or none where the marina needs one, are asked about.
 */
export function boatNeeded(
  inService: readonly Boat[] | undefined,
  config: BoatSettings,
  serviceType: ServiceType,
): string | null {
  if (!inService) return null;
  if (inService.length > 1) return BOAT_MESSAGES.chooseBoat;
  if (inService.length === 0 && (config.boats.required || insuranceApplies(config, serviceType))) {
    return BOAT_MESSAGES.addBoatFirst;
  }
  return null;
}

/**
 * What the owner should know before submitting: the marina needs a boat they have not added,
 * or the chosen boat's insurance ends before the service date.
 */
export function boatNotice(props: {
  inService: readonly Boat[] | undefined;
  chosenId: number | null;
  config: BoatSettings;
  serviceType: ServiceType;
  date: string | null;
}): string | null {
  const { inService, config, serviceType, date } = props;
  if (!inService) return null;
  if (inService.length === 0) return boatNeeded(inService, config, serviceType);
  const boat = inService.find((candidate) => candidate.id === props.chosenId);
  if (!boat || !date || !insuranceApplies(config, serviceType)) return null;
  if (boat.insuranceExpiresOn !== null && boat.insuranceExpiresOn >= date) return null;
  return BOAT_MESSAGES.insurance(boat.name, formatServiceDate(date, 'EEE, MMM d, yyyy'));
}
