import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { formatRupees } from '@chowk/contracts';
import { AppConfig } from '../../../config';
import { decodePayload, encodePayload, formPostChecksum, verifyXVerify, xVerify } from '../gateway/checksum';
import { type GatewayAnswer, PAY_ENDPOINT, type PayRequest, SANDBOX_PATH, statusEndpoint } from '../gateway/phonepe-gateway';

type SandboxState = 'PENDING' | 'COMPLETED' | 'FAILED';
interface SandboxTransaction {
  request: PayRequest;
  token: string;
  state: SandboxState;
  transactionId: string;
  /** What the sandbox says was paid: the request's amount unless a test says otherwise. */
  paidAmount: number;
}

const OUTCOMES = { success: 'COMPLETED', failure: 'FAILED', pending: 'PENDING' } as const;
type Outcome = keyof typeof OUTCOMES;
const CODES: Record<SandboxState, string> = { COMPLETED: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR', PENDING: 'PAYMENT_PENDING' };
const MESSAGES: Record<SandboxState, string> = {
  COMPLETED: 'Your payment is successful.',
  FAILED: 'Payment Failed',
  PENDING: 'Your payment is pending.',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1fb;color:#1f1633}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
.note{background:#fff7d6;border:1px solid #e5c34a;border-radius:8px;padding:8px 12px;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:8px 0}
button{display:block;width:100%;min-height:48px;margin:12px 0 0;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#b42318;color:#fff}.wait{background:#e4e0ec;color:#1f1633}
button:focus-visible{outline:3px solid #1f1633;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

/**
 * The local payment gateway sandbox (development and tests only: AppModule leaves it out in
 * production). It speaks PhonePe Standard Checkout's protocol: the signed Pay API answering a
 * pay page URL, the pay page (success, failure or pending), the signed server-to-server
 * callback, the browser's return by form POST, and the signed Check Status API. Transactions
 * live in this process's memory.
 */
@ApiExcludeController()
@Controller('dev/pay-sandbox')
export class PaySandboxController {
  private readonly transactions = new Map<string, SandboxTransaction>();
  private readonly byToken = new Map<string, string>();

  constructor(private readonly config: AppConfig) {}

  private get salt() {
    return { key: this.config.payment.saltKey, index: this.config.payment.saltIndex };
  }

  private verified(header: string | undefined, body: string, endpoint: string): boolean {
    return verifyXVerify(header, body, endpoint, new Map([[this.salt.index, this.salt.key]]));
  }

  private answer(tx: SandboxTransaction): GatewayAnswer {
    return {
      success: tx.state === 'COMPLETED',
      code: CODES[tx.state],
      message: MESSAGES[tx.state],
      data: {
        merchantId: tx.request.merchantId,
        merchantTransactionId: tx.request.merchantTransactionId,
        transactionId: tx.transactionId,
        amount: tx.paidAmount,
        state: tx.state,
        responseCode: tx.state === 'COMPLETED' ? 'SUCCESS' : tx.state === 'FAILED' ? 'PAYMENT_DECLINED' : 'PENDING',
      },
    };
  }

  @Post('pg/v1/pay')
  @HttpCode(200)
  pay(
    @Headers('x-verify') header: string | undefined,
    @Body() body: { request?: unknown },
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const encoded = typeof body?.request === 'string' ? body.request : '';
    if (!this.verified(header, encoded, PAY_ENDPOINT)) {
      void reply.status(401);
      return { success: false, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY header is incorrect' };
    }
    const request = decodePayload(encoded) as PayRequest | null;
    const valid =
      request &&
      request.merchantId === this.config.payment.merchantId &&
      typeof request.merchantTransactionId === 'string' &&
      /^[A-Za-z0-9_-]{1,34}$/.test(request.merchantTransactionId) &&
      Number.isInteger(request.amount) &&
      request.amount >= 100 &&
      request.paymentInstrument?.type === 'PAY_PAGE' &&
      typeof request.redirectUrl === 'string' &&
      typeof request.callbackUrl === 'string';
    if (!valid) {
      void reply.status(400);
      return { success: false, code: 'BAD_REQUEST', message: 'Invalid request payload' };
    }
    if (this.transactions.has(request.merchantTransactionId)) {
      void reply.status(400);
      return { success: false, code: 'INVALID_TRANSACTION_ID', message: 'Duplicate TransactionID' };
    }
    const token = randomBytes(12).toString('hex');
    this.transactions.set(request.merchantTransactionId, {
      request,
      token,
      state: 'PENDING',
      transactionId: `T${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`,
      paidAmount: request.amount,
    });
    this.byToken.set(token, request.merchantTransactionId);
    // The pay page on the merchant site's origin (through its /api proxy), so the browser stays on one site.
    const origin = new URL(request.redirectUrl).origin;
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: request.merchantId,
        merchantTransactionId: request.merchantTransactionId,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: `${origin}${SANDBOX_PATH}/pay/${token}`, method: 'GET' } },
      },
    };
  }

  @Get('pg/v1/status/:merchantId/:merchantTransactionId')
  status(
    @Param('merchantId') merchantId: string,
    @Param('merchantTransactionId') merchantTransactionId: string,
    @Headers('x-verify') header: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!this.verified(header, '', statusEndpoint(merchantId, merchantTransactionId))) {
      void reply.status(401);
      return { success: false, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY header is incorrect' };
    }
    const tx = this.transactions.get(merchantTransactionId);
    if (!tx || tx.request.merchantId !== merchantId) {
      void reply.status(404);
      return { success: false, code: 'TRANSACTION_NOT_FOUND', message: 'No transaction found' };
    }
    return this.answer(tx);
  }

  /** The gateway's checkout script: the merchant's page waits for it before its pay button works. */
  @Get('checkout.js')
  checkoutScript(@Res() reply: FastifyReply) {
    void reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(
        'window.PhonePeCheckout={transact:function(o){if(o&&typeof o.tokenUrl==="string")window.location.assign(o.tokenUrl);},closePage:function(){}};',
      );
  }

  @Get('pay/:token')
  payPage(@Param('token') token: string, @Res() reply: FastifyReply) {
    const tx = this.transactions.get(this.byToken.get(token) ?? '');
    if (!tx)
      return void reply
        .status(404)
        .header('Content-Type', 'text/html; charset=utf-8')
        .send(page('Not found', '<h1>Payment not found</h1>'));
    const form = (outcome: Outcome, label: string, cls: string) =>
      `<form method="post" action="${SANDBOX_PATH}/pay/${token}/${outcome}" enctype="text/plain"><button class="${cls}" type="submit">${label}</button></form>`;
    const done = tx.state !== 'PENDING' ? `<p>This payment is already ${tx.state === 'COMPLETED' ? 'paid' : 'failed'}.</p>` : '';
    void reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(
        page(
          'Pay – payment sandbox',
          `<div class="card"><h1 style="margin-top:0;font-size:22px">UPI payment sandbox</h1>
<p class="note" role="note">Development gateway: no money moves. Choose what the payment does.</p>
<p>Pay to <strong>${escapeHtml(tx.request.merchantId)}</strong></p>
<p class="amount">${escapeHtml(formatRupees(tx.request.amount))}</p>
<p>Transaction ${escapeHtml(tx.request.merchantTransactionId)}</p>${done}
${form('success', `Pay ${escapeHtml(formatRupees(tx.request.amount))}`, 'pay')}
${form('failure', 'Fail the payment', 'fail')}
${form('pending', 'Leave it pending', 'wait')}</div>`,
        ),
      );
  }

  /** The payer's choice: record it, post the signed callback (not for pending), and send the browser back by form POST. */
  @Post('pay/:token/:outcome')
  async complete(@Param('token') token: string, @Param('outcome') outcome: string, @Res() reply: FastifyReply) {
    const tx = this.transactions.get(this.byToken.get(token) ?? '');
    if (!tx || !(outcome in OUTCOMES)) return void reply.status(404).send({ message: 'Not found' });
    if (tx.state === 'PENDING') {
      tx.state = OUTCOMES[outcome as Outcome];
      if (tx.state !== 'PENDING') await this.postCallback(tx);
    }
    const code = CODES[tx.state];
    const fields = {
      code,
      merchantId: tx.request.merchantId,
      transactionId: tx.request.merchantTransactionId,
      amount: tx.request.amount,
      providerReferenceId: tx.transactionId,
    };
    const checksum = formPostChecksum(fields, this.salt.key, this.salt.index);
    const nonce = randomBytes(12).toString('base64');
    const inputs = Object.entries({ ...fields, checksum })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
      .join('');
    const target = new URL(tx.request.redirectUrl);
    void reply
      .status(200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action ${target.origin} 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(
        page(
          'Returning to the shop',
          `<div class="card"><p>${escapeHtml(MESSAGES[tx.state])} Returning to the merchant…</p>
<form id="back" method="post" action="${escapeHtml(target.href)}">${inputs}<button class="pay" type="submit">Return to the merchant</button></form></div>
<script nonce="${nonce}">document.getElementById('back').submit();</script>`,
        ),
      );
  }

  /**
   * Tests and manual checks: settle a transaction now (`outcome`), optionally for another amount
   * (a gateway that reports a different sum), with or without the server-to-server callback
   * (without: only a status check can find out, as when a callback is lost).
   */
  @Post('transactions/:merchantTransactionId/settle')
  @HttpCode(200)
  async settle(
    @Param('merchantTransactionId') merchantTransactionId: string,
    @Body() body: { outcome?: string; callback?: boolean; amount?: number },
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const tx = this.transactions.get(merchantTransactionId);
    if (!tx || !body || !(String(body.outcome) in OUTCOMES)) {
      void reply.status(404);
      return { message: 'No such transaction or outcome' };
    }
    tx.state = OUTCOMES[body.outcome as Outcome];
    if (Number.isInteger(body.amount)) tx.paidAmount = body.amount as number;
    const callback = body.callback === false || tx.state === 'PENDING' ? null : await this.postCallback(tx);
    return { state: tx.state, callbackStatus: callback };
  }

  /** The signed server-to-server callback, as the gateway posts it; its HTTP status, or null when it did not arrive. */
  private async postCallback(tx: SandboxTransaction): Promise<number | null> {
    const response = encodePayload(this.answer(tx));
    try {
      const res = await fetch(tx.request.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-VERIFY': xVerify(response, '', this.salt.key, this.salt.index) },
        body: JSON.stringify({ response }),
        signal: AbortSignal.timeout(5_000),
      });
      await res.text();
      return res.status;
    } catch {
      return null;
    }
  }
}
