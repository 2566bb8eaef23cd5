/**
 * Which booking a POST /api/bookings body asks for (docs/product.md#bookings). Both payloads of
 * docs/product.md#api-calls go to the one path, and the owner's payload carries a userId too, so
 * the kind cannot be read from the role alone, nor from the mere presence of a userId:
 *
 * - 'office': an admin books for a customer. The body names someone other than the admin
 *   (userId), or carries any of the contact fields only the office form sends (ownerName,
 *   ownerEmail, ownerPhone, isVibMember). It is validated in full, so a half-filled office body
 *   is refused with the office form's messages (docs/product.md#validation) instead of quietly
 *   booking for the admin.
 * - 'own': anything else. The signed-in user books for themself under the owner rules the
 *   schedule page shows (profile details, 24-hour notice, the upcoming cap). An owner's body
 *   is always 'own', whatever userId it names: an owner's userId is never honoured.
 */
export type BookingKind = 'office' | 'own';

export const OFFICE_ONLY_FIELDS = ['ownerName', 'ownerEmail', 'ownerPhone', 'isVibMember'] as const;

export function bookingKind(body: unknown, user: { id: number; isAdmin: boolean }): BookingKind {
  if (!user.isAdmin || typeof body !== 'object' || body === null) return 'own';
  const fields = body as Record<string, unknown>;
  const namesSomeoneElse =
    fields.userId !== undefined && fields.userId !== null && fields.userId !== user.id;
  const hasOfficeFields = OFFICE_ONLY_FIELDS.some((name) => fields[name] !== undefined);
  return namesSomeoneElse || hasOfficeFields ? 'office' : 'own';
}
