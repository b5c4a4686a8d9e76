/**
 * Delivers one-time codes by SMS. NotificationsModule picks the implementation from the
 * configuration (SMS_PROVIDER): the dev outbox outside production, MSG91 in production.
 */
export abstract class SmsSender {
  /** Sends `code` to `mobile` (10 digits, India); rejects when the provider refuses it. */
  abstract sendOtp(mobile: string, code: string): Promise<void>;
}

/** The text of a one-time code message (the outbox keeps it; the provider's template says the same). */
export const otpText = (code: string): string =>
  `${code} is your Chowk verification code. It expires in 10 minutes. Do not share it with anyone.`;
