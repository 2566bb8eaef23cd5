import { LOCATION_LABELS, SERVICE_LABELS, STORAGE_LABELS } from '@shared/constants';
import { marinaDateTime } from '@shared/marina-time';
import type { ExportBooking } from './export-repository';

/**
 * The export's columns (docs/product.md#export), in order: the sheet's header row and the CSV's.
 */
export const EXPORT_HEADER = [
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

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const labelOf = <K extends string>(labels: Record<K, string>, value: K | null) =>
  value === null ? '' : labels[value];

/** One booking as the office reads it: labels, not codes; created at on the marina's clock. */
export function exportRowOf(booking: ExportBooking, timeZone: string): string[] {
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
  ];
}
