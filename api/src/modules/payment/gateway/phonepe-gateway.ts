import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { PaymentInitiatePayload } from '@chowk/contracts';
import { AppConfig } from '../../../config';
import { encodePayload, xVerify } from './checksum';

/** Where the sandbox lives in this API (development and tests; PaySandboxModule). */
export const SANDBOX_PATH = '/api/dev/pay-sandbox';
export const PAY_ENDPOINT = '/pg/v1/pay';
export const statusEndpoint = (merchantId: string, merchantTransactionId: string) =>
  `/pg/v1/status/${merchantId}/${merchantTransactionId}`;
/** How long a call to the gateway may take before the payment is left for the next check. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** The Pay API's request (Standard Checkout, PAY_PAGE): the initiate call's fields, our merchant id, without our plan fields. */
export type PayRequest = Omit<PaymentInitiatePayload, 'planName' | 'billingPeriod'> & { merchantId: string };

/** What the gateway answers (Pay, Check Status) and posts (callback), as far as we read it. */
export interface GatewayAnswer {
  success?: boolean;
  code?: string;
  message?: string;
  data?: {
    merchantId?: string;
    merchantTransactionId?: string;
    transactionId?: string;
    amount?: number;
    state?: string;
    responseCode?: string;
    instrumentResponse?: { type?: string; redirectInfo?: { url?: string; method?: string } };
  };
}

export class GatewayUnavailableError extends Error {}

/**
 * PhonePe Standard Checkout over HTTP: the Pay API and the Check Status API, each signed with
 * X-VERIFY. The base URL and merchant come from configuration; without a base URL (never in
 * production) it is the sandbox this API serves, on the address it listens on.
 */
@Injectable()
export class PhonePeGateway {
  private readonly logger = new Logger('PaymentGateway');

  constructor(
    private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
  ) {}

  get merchantId(): string {
    return this.config.payment.merchantId;
  }

  /** The salt keys by index, for verifying what the gateway sends. */
  get saltKeys(): ReadonlyMap<number, string> {
    return new Map([[this.config.payment.saltIndex, this.config.payment.saltKey]]);
  }

  /** This API's own origin as it listens (the sandbox's and the default callback's host). */
  private selfOrigin(): string {
    const address = this.http.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null | undefined;
    const port = address && typeof address === 'object' ? address.port : this.config.port;
    return `http://127.0.0.1:${port}`;
  }

  baseUrl(): string {
    return this.config.payment.baseUrl ?? `${this.selfOrigin()}${SANDBOX_PATH}`;
  }

  /** Where the gateway posts its server-to-server callback (ours, whatever a client sends). */
  callbackUrl(): string {
    return this.config.payment.callbackUrl ?? `${this.selfOrigin()}/api/payment/callback`;
  }

  async pay(request: PayRequest): Promise<GatewayAnswer> {
    const body = encodePayload(request);
    const { saltKey, saltIndex } = this.config.payment;
    return this.call(PAY_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-VERIFY': xVerify(body, PAY_ENDPOINT, saltKey, saltIndex) },
      body: JSON.stringify({ request: body }),
    });
  }

  async status(merchantTransactionId: string): Promise<GatewayAnswer> {
    const endpoint = statusEndpoint(this.merchantId, merchantTransactionId);
    const { saltKey, saltIndex } = this.config.payment;
    return this.call(endpoint, {
      method: 'GET',
      headers: {
        'Content-Type': 'application/json',
        'X-VERIFY': xVerify('', endpoint, saltKey, saltIndex),
        'X-MERCHANT-ID': this.merchantId,
      },
    });
  }

  /** One call: its JSON answer whatever the status (the gateway explains refusals in `code`), or GatewayUnavailableError. */
  private async call(endpoint: string, init: RequestInit): Promise<GatewayAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl()}${endpoint}`, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`Gateway ${endpoint.split('/').slice(0, 4).join('/')} unreachable: ${(error as Error).message}`);
      throw new GatewayUnavailableError('gateway unreachable');
    }
    const text = await response.text();
    try {
      const answer = JSON.parse(text) as GatewayAnswer;
      if (answer && typeof answer === 'object') return answer;
    } catch {
      /* below */
    }
    this.logger.warn(`Gateway answered ${response.status} without JSON`);
    throw new GatewayUnavailableError(`gateway answered ${response.status}`);
  }
}
