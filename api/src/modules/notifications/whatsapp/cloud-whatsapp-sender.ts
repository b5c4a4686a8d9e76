import { Injectable } from '@nestjs/common';
import type { WhatsAppConfig } from '../../../config';
import { alertParameters, type NewOrderAlert, WhatsAppSender } from './whatsapp-sender';

/** How long one provider call may take before it counts as failed. */
export const WHATSAPP_TIMEOUT_MS = 10_000;

/** The Cloud API's answer: `{messages: [{id}]}`, or `{error: {message, code, …}}`. */
interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * Meta's WhatsApp Cloud API: `POST {base}/{phone-number-id}/messages` with the access token as a
 * bearer, sending the approved template (WHATSAPP_TEMPLATE, English) to +91 and the owner's
 * number, its body's parameters the alert's facts (`alertParameters`). A business-initiated
 * message must be a template: free text only goes inside a conversation the owner opened.
 */
@Injectable()
export class CloudWhatsAppSender extends WhatsAppSender {
  constructor(
    private readonly settings: NonNullable<WhatsAppConfig['cloud']>,
    private readonly timeoutMs = WHATSAPP_TIMEOUT_MS,
  ) {
    super();
  }

  async sendNewOrder(alert: NewOrderAlert): Promise<void> {
    const url = `${this.settings.baseUrl}/${encodeURIComponent(this.settings.phoneNumberId)}/messages`;
    const body = {
      messaging_product: 'whatsapp',
      to: `91${alert.to}`,
      type: 'template',
      template: {
        name: this.settings.template,
        language: { code: 'en' },
        components: [{ type: 'body', parameters: alertParameters(alert).map((text) => ({ type: 'text', text })) }],
      },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const reason =
        name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : String((error as { message?: unknown } | null)?.message ?? error);
      throw new Error(`WhatsApp Cloud API unreachable: ${reason}`);
    }
    const answer = (await response.json().catch(() => null)) as CloudAnswer | null;
    if (!response.ok || !answer?.messages?.length) {
      const reason = answer?.error?.error_data?.details ?? answer?.error?.message ?? '';
      throw new Error(`WhatsApp Cloud API refused the alert: HTTP ${response.status} ${reason}`.trim());
    }
  }
}
