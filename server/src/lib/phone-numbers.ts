import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js/max';

/**
 * Phone numbers for texts (docs/product.md#text-messages), read with libphonenumber-js's full
 * metadata (the only one that knows a number's type). Numbers without a + are read in
 * MARINA_COUNTRY.
 */

export function isPhoneCountry(country: string): boolean {
  return isSupportedCountry(country);
}

/** The number, when it is a valid one for its country; undefined otherwise. */
export function phoneNumberOf(input: string, country: string): PhoneNumber | undefined {
  const region = isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(input, region);
  return parsed?.isValid() ? parsed : undefined;
}

/**
 * Can it take a text? Mobile numbers can; so can those whose plan the metadata cannot tell from
 * a landline (every US and Canadian number is FIXED_LINE_OR_MOBILE). Landlines, toll-free,
 * premium and shared-cost numbers cannot.
 */
export function isMobileCapable(number: PhoneNumber): boolean {
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === undefined;
}

/** As people write it: national form at home ('(617) 555-0123'), international otherwise. */
export function displayPhoneNumber(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
