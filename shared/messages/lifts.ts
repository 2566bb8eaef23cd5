import { format } from 'date-fns';
import type { TimeSlot } from '../constants';
import type { LiftDimension, NoLiftFits } from '../lift-fit';
import { serviceDateToLocalDate } from '../marina-time';
import { MAX_LIFTS_IN_SERVICE } from '../schemas/lifts';
import { formatLength, formatWeight, type MarinaUnits } from '../units';

const measure = (dimension: LiftDimension, value: number, units: MarinaUnits) =>
  dimension === 'weight' ? formatWeight(value, units) : formatLength(value, units);

/** "weighs 20,000 lb", "is 16 ft 2 in wide", "is 40 ft long". */
const boatIs = (dimension: LiftDimension, size: string) =>
  ({ weight: `weighs ${size}`, beam: `is ${size} wide`, length: `is ${size} long` })[dimension];
const largestLift = { weight: 'strongest', beam: 'widest', length: 'longest' } as const;
const dimensionWord = { weight: 'weight', beam: 'beam', length: 'length' } as const;

const shortDeadline = (date: string, timeSlot: TimeSlot) =>
  `${timeSlot} on ${format(serviceDateToLocalDate(date), 'MMM d')}`;

/** "Sea Breeze is 16 ft 2 in wide; our widest lift takes 14 ft": what is wrong, not what to do. */
const noLiftFitsProblem = (boatName: string, why: NoLiftFits, units: MarinaUnits) =>
  why.dimension === null
    ? `No one lift of ours takes all of ${boatName}'s size`
    : `${boatName} ${boatIs(why.dimension, measure(why.dimension, why.size, units))}; our ${largestLift[why.dimension]} lift takes ${measure(why.dimension, why.largest, units)}`;

/** What an owner whose boat no lift takes can do: the office arranges it. */
const OWNER_WAY_OUT = 'Please call the office.';
/** What the office can do instead: book past the lift rules, giving the reason. */
const OFFICE_WAY_OUT = 'Book it past the lift rules with a reason below.';

/** The lifts' refusals (GET/POST /api/lifts, PATCH/DELETE /api/lifts/{id}, a booking's lift). */
export const LIFT_MESSAGES = {
  notFound: 'Lift not found',
  nameTaken: (name: string) =>
    `A lift in service is already called "${name}". Choose another name, or retire that one first.`,
  retired: 'This lift is retired. Add a new lift instead.',
  retiredForBooking: 'This lift is retired: choose a lift in service.',
  tooMany: `The yard already has ${MAX_LIFTS_IN_SERVICE} lifts in service. Retire one before adding another.`,
  /** "Sea Breeze is 16 ft 2 in wide; our widest lift takes 14 ft. Please call the office." */
  noLiftFits: (boatName: string, why: NoLiftFits, units: MarinaUnits) =>
    `${noLiftFitsProblem(boatName, why, units)}. ${OWNER_WAY_OUT}`,
  /** "The lifts that take Sea Breeze are full at 10:00 AM on Jul 2" */
  liftFull: (boatName: string | null, date: string, timeSlot: TimeSlot) =>
    boatName === null
      ? `The lifts are full at ${shortDeadline(date, timeSlot)}`
      : `The lifts that take ${boatName} are full at ${shortDeadline(date, timeSlot)}`,
  liftAtLoad: (liftName: string, perDeadline: number, date: string, timeSlot: TimeSlot) =>
    `${liftName} already has its ${perDeadline} ${perDeadline === 1 ? 'service' : 'services'} at ${shortDeadline(date, timeSlot)}. Choose another lift, or override with a reason.`,
  liftTooSmall: (
    boatName: string,
    liftName: string,
    dimension: LiftDimension,
    size: number,
    limit: number,
    units: MarinaUnits,
  ) =>
    `${boatName} ${boatIs(dimension, measure(dimension, size, units))}; ${liftName}'s ${dimensionWord[dimension]} limit is ${measure(dimension, limit, units)}. Choose another lift, or override with a reason.`,
} as const;

/** Why a deadline cannot take this boat, as the schedule page explains it. */
export const LIFT_SLOT_EXPLANATIONS = {
  no_lift_fits: {
    weight: 'No lift here takes a boat this heavy',
    beam: 'No lift here takes a boat this wide',
    length: 'No lift here takes a boat this long',
    all: 'No one lift here takes a boat this size',
  },
  lift_full: 'The lifts that take this boat are full',
} as const;

/**
 * A booking refused by the lift rules (no_lift_fits, lift_full), in the office's words for its
 * New Booking tab. The server words these for whoever books, ending "Please call the office."
 * for a boat no lift takes; the office is the office, so it reads the same problem and its own
 * way past the rules instead.
 */
export function officeLiftRefusal(serverMessage: string | null): string {
  const said = serverMessage ?? 'No lift in service can take this booking';
  const problem = said.endsWith(OWNER_WAY_OUT) ? said.slice(0, -OWNER_WAY_OUT.length) : said;
  return `${problem.trim().replace(/\.$/, '')}. ${OFFICE_WAY_OUT}`;
}
