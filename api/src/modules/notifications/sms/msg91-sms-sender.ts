import { Injectable } from '@nestjs/common';
import type { SmsConfig } from '../../../config';
import { SmsSender } from './sms-sender';

/** How long one provider call may take before it counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * MSG91's OTP API (v5): `POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=123456`
 * with the `authkey` header. The template is the DLT-registered OTP text, with `##OTP##` where
 * the code goes. MSG91 answers `{"type":"success","request_id":…}` or `{"type":"error","message":…}`.
 */
@Injectable()
export class Msg91SmsSender extends SmsSender {
  constructor(private readonly settings: NonNullable<SmsConfig['msg91']>) {
    super();
  }

  async sendOtp(mobile: string, code: string): Promise<void> {
    const url = new URL('/api/v5/otp', this.settings.baseUrl);
    url.searchParams.set('template_id', this.settings.templateId);
    url.searchParams.set('mobile', `91${mobile}`);
    url.searchParams.set('otp', code);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authkey: this.settings.authKey, accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || body?.type !== 'success') {
      throw new Error(`MSG91 refused the OTP message: HTTP ${response.status} ${body?.message ?? ''}`.trim());
    }
  }
}
