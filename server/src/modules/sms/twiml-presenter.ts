import twilio from 'twilio';

/**
 * The webhook's answer as TwiML: the reply as one Message, or an empty Response (Twilio then
 * sends nothing). The package's builder escapes the text for XML; a reply is GSM-7 on one line
 * (sms-replies.ts), so it never holds a character XML cannot carry.
 */
export function presentTwimlReply(reply: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (reply !== null) response.message(reply);
  return response.toString();
}
