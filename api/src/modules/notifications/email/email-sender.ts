import { CUSTOMER_LIMITS } from '@chowk/contracts';

/**
 * Delivers one-time codes by email. NotificationsModule picks the implementation from the
 * configuration (EMAIL_PROVIDER): the dev outbox outside production, SMTP in production.
 */
export abstract class EmailSender {
  /** Sends `code` to `email`; rejects when the server refuses it or cannot be reached. */
  abstract sendOtp(email: string, code: string): Promise<void>;
}

/** The one-time code email: the code leads the subject, so it shows in a notification. */
export const otpEmail = (code: string): { subject: string; text: string } => ({
  subject: `${code} is your Chowk verification code`,
  text: [
    `Your Chowk verification code is ${code}.`,
    '',
    `It expires in ${CUSTOMER_LIMITS.otpTtlMinutes} minutes. Do not share it with anyone: Chowk will never ask you for it.`,
    'If you did not ask for a code, you can ignore this email.',
  ].join('\n'),
});
