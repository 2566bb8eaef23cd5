import { LOCATION_LABELS, SERVICE_LABELS, STORAGE_LABELS } from '@shared/constants';
import { marinaDateTime } from '@shared/marina-time';
import type { MarinaUnits } from '@shared/units';
import type { ExportBooking } from './export-repository';
import { LENGTH_UNIT, lengthIn, WEIGHT_UNIT, weightIn } from './export-units';

/** A cell: text, or a number the sheet keeps as one (a boat's dimensions). */
export type ExportCell = string | number;

/** The booking's own columns (docs/product.md#export), in order. */
const BOOKING_COLUMNS = [
  'Confirmation code',
  'Service',
  'Date',
  'Deadline',
  'Source',
  'Destination',
  'Owner',
  'Email',
  'Phone',
  'Username',
  'Storage type',
  'VIB',
  'Special requests',
  'One-way',
  'Both ways',
  'Completed',
  'Created at',
] as const;

/**
 * The export's columns (docs/product.md#export), in order: the sheet's header row and the CSV's.
 * The boat's follow the booking's, its dimensions in the marina's units, named in the header.
 */
export function exportHeader(units: MarinaUnits): string[] {
  const length = LENGTH_UNIT[units];
  return [
    ...BOOKING_COLUMNS,
    'Boat',
    `Length (${length})`,
    `Beam (${length})`,
    `Draft (${length})`,
    `Weight (${WEIGHT_UNIT[units]})`,
    'Insurance',
  ];
}

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const labelOf = <K extends string>(labels: Record<K, string>, value: K | null) =>
  value === null ? '' : labels[value];

/** An empty cell for a missing value: the sheet sorts it after every number. */
const numberOr = (value: number | null, convert: (value: number) => number): ExportCell =>
  value === null ? '' : convert(value);

/**
 * One booking as the office reads it: labels, not codes; created at on the marina's clock; the
 * boat's dimensions as numbers in the marina's units, its insurance's end as yyyy-MM-dd.
 */
export function exportRowOf(
  booking: ExportBooking,
  timeZone: string,
  units: MarinaUnits,
): ExportCell[] {
  const length = (metres: number) => lengthIn(units, metres);
  return [
    booking.confirmationCode,
    labelOf(SERVICE_LABELS, booking.serviceType),
    booking.bookingDate,
    booking.timeSlot,
    labelOf(LOCATION_LABELS, booking.sourceSlipType),
    labelOf(LOCATION_LABELS, booking.destination),
    booking.ownerName,
    booking.ownerEmail,
    booking.ownerPhone,
    booking.username ?? '',
    labelOf(STORAGE_LABELS, booking.storageType),
    yesNo(booking.isVibMember),
    booking.specialRequests ?? '',
    yesNo(booking.isOneWay),
    yesNo(booking.isBothWays),
    yesNo(booking.completed),
    marinaDateTime(booking.createdAt, timeZone),
    booking.boatName ?? '',
    numberOr(booking.lengthM, length),
    numberOr(booking.beamM, length),
    numberOr(booking.draftM, length),
    numberOr(booking.weightKg, (kg) => weightIn(units, kg)),
    booking.insuranceExpiresOn ?? '',
  ];
}
