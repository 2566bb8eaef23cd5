/**
 * Texts of the owner's text-message settings (docs/product.md#text-messages) that the server sends
 * and the client shows.
 */
export const SMS_NUMBER_REQUIRED_MESSAGE = 'Enter your mobile number';
export const SMS_NUMBER_INVALID_MESSAGE =
  'Enter a mobile number with its area code, such as (617) 555-0123';
export const SMS_NUMBER_NOT_MOBILE_MESSAGE =
  'That number cannot receive texts. Enter a mobile number.';
export const SMS_CODE_FORMAT_MESSAGE = 'Enter the 6-digit code we texted you';
export const SMS_CODE_SENT_MESSAGE = 'We texted you a 6-digit code. It works for 10 minutes.';
export const smsCodeInvalidMessage = (triesLeft: number) =>
  `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
export const SMS_CODE_EXPIRED_MESSAGE = 'That code has expired or was used up. Send a new code.';
export const SMS_CODE_LIMIT_MESSAGE =
  'Too many codes sent. Please wait an hour before asking for another.';
export const smsOptedOutMessage = (marinaNumber: string | null) =>
  marinaNumber
    ? `This number asked us to stop texting it. Text START to ${marinaNumber}, then try again.`
    : 'This number asked us to stop texting it. Text START to our number, then try again.';
export const SMS_UNDELIVERABLE_MESSAGE =
  'Texts to this number could not be delivered. Enter another mobile number.';
export const SMS_NOT_VERIFIED_MESSAGE = 'Verify a mobile number first.';
export const SMS_VERIFIED_MESSAGE = 'Your number is verified. Texts are on.';
export const SMS_STOPPED_MESSAGE = 'Texts are off. We will not text you again.';
export const SMS_PREFERENCES_SAVED_MESSAGE = 'Text preferences saved';
/** The consent line under the number field. */
export const smsConsentLine = (marinaName: string) =>
  `${marinaName} will text you about your bookings: confirmations and changes, reminders and ` +
  `the day's status, as you choose below. Message and data rates may apply. Reply STOP to end ` +
  `texts at any time, HELP for help.`;
