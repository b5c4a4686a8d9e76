import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
  type OnModuleInit,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import {
  expectedAmountPaise,
  HTTP_MESSAGES,
  PAYMENT_GATEWAY_TEXTS,
  PAYMENT_MESSAGES as M,
  type PaymentConfigView,
  type PaymentInitiateResponse,
  type PaymentView,
  periodEnd,
  PLANS,
  REGISTRATION_PLAN_NAME,
  SHOP_API_MESSAGES,
} from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { AppConfig } from '../../config';
import type { Shop } from '../catalogue/schemas/shop.schema';
import { shopPlanView } from '../catalogue/shops/shop-plan-view';
import { ShopsService } from '../catalogue/shops/shops.service';
import { decodePayload, verifyXVerify } from './gateway/checksum';
import { type GatewayAnswer, GatewayUnavailableError, PhonePeGateway, SANDBOX_PATH } from './gateway/phonepe-gateway';
import { nextStatusCheckAt, statusTimedOut } from './gateway/status-schedule';
import type { PaymentCallbackDto, PaymentInitiateDto } from './dto/payment.dto';
import { Payment } from './schemas/payment.schema';

type PaymentRecord = Payment & { _id: Types.ObjectId };

/** How soon the owner's status page may make the gateway be asked again (it polls while pending). */
const OWNER_CHECK_GAP_MS = 3_000;
/** At most this many payments per reconciler pass (the next pass takes the rest). */
const RECONCILE_BATCH = 25;

/** The gateway's codes that end a payment unpaid (Standard Checkout response codes). */
const FAILED_CODES = new Set([
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'TIMED_OUT',
  'PAYMENT_CANCELLED',
  'AUTHORIZATION_FAILED',
  'TRANSACTION_NOT_FOUND',
]);

/**
 * Plan and registration payments (docs/product.md §7) through PhonePe's Standard Checkout. A
 * payment is settled only by the gateway itself: a server-to-server callback whose X-VERIFY
 * checks out, or a signed status check, and only for exactly the amount it was initiated for.
 * Pending payments are asked about on the gateway's schedule until they settle or time out;
 * whatever arrives twice changes nothing the second time.
 */
@Injectable()
export class PaymentService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Payments');
  private timer: NodeJS.Timeout | null = null;
  private reconciling = false;

  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    private readonly shops: ShopsService,
    private readonly gateway: PhonePeGateway,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.payment.reconcileEveryMs;
    if (every > 0) {
      this.timer = setInterval(() => void this.reconcileDue().catch(() => undefined), every);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  configView(): PaymentConfigView {
    const sandbox = this.config.payment.baseUrl === null;
    return {
      checkoutScriptUrl: this.config.payment.checkoutScriptUrl ?? `${SANDBOX_PATH}/checkout.js`,
      sandbox,
    };
  }

  // --- Initiation --------------------------------------------------------------------------

  async initiate(user: TokenPayload, body: PaymentInitiateDto): Promise<PaymentInitiateResponse> {
    const shop = await this.shops.findByOwner(user.sub);
    if (!shop) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    const registration = body.planName === REGISTRATION_PLAN_NAME;
    const plan = PLANS.find((p) => p.name === body.planName) ?? null;
    const expected = expectedAmountPaise(body.planName, body.billingPeriod);
    if (expected === null || body.amount !== expected) throw this.invalid({ amount: M.amountMismatch });
    const redirect = this.redirectUrl(body.redirectUrl, body.merchantTransactionId);
    if (!redirect) throw this.invalid({ redirectUrl: M.redirectInvalid });
    if (registration && shop.registrationPaidAt) throw new ConflictException(M.registrationPaid);

    const now = this.clock.now();
    let payment: PaymentRecord;
    try {
      payment = (
        await this.payments.create({
          merchantTransactionId: body.merchantTransactionId,
          shopId: shop._id,
          userId: new Types.ObjectId(user.sub),
          purpose: registration ? 'registration' : 'plan',
          planId: plan?.id ?? null,
          planName: body.planName,
          period: registration ? null : body.billingPeriod,
          amountPaise: expected,
          state: 'pending',
          code: 'PAYMENT_INITIATED',
          startedAt: now,
          nextCheckAt: nextStatusCheckAt(now, now),
        })
      ).toObject() as PaymentRecord;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(M.transactionIdTaken);
      throw error;
    }

    let answer: GatewayAnswer;
    try {
      answer = await this.gateway.pay({
        merchantId: this.gateway.merchantId,
        merchantTransactionId: payment.merchantTransactionId,
        // Ours, never the client's: the gateway keys saved instruments by it.
        merchantUserId: `MU${user.sub}`,
        amount: payment.amountPaise,
        redirectUrl: redirect,
        redirectMode: 'POST',
        callbackUrl: this.gateway.callbackUrl(),
        mobileNumber: body.mobileNumber,
        paymentInstrument: { type: 'PAY_PAGE' },
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // Nothing was charged that we know of; the schedule still asks, in case the gateway got it.
      throw new BadGatewayException(M.gatewayDown);
    }
    const url = answer.data?.instrumentResponse?.redirectInfo?.url;
    if (!answer.success || answer.code !== 'PAYMENT_INITIATED' || typeof url !== 'string') {
      await this.payments
        .updateOne(
          { _id: payment._id },
          { $set: { state: 'failed', code: answer.code ?? 'PAYMENT_ERROR', nextCheckAt: null, settledAt: now } },
        )
        .exec();
      this.logger.warn(`Gateway refused ${payment.merchantTransactionId}: ${answer.code} ${answer.message ?? ''}`);
      throw new BadGatewayException(M.failed);
    }
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: answer.message ?? PAYMENT_GATEWAY_TEXTS.initiated,
      data: {
        merchantId: this.gateway.merchantId,
        merchantTransactionId: payment.merchantTransactionId,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
      },
    };
  }

  /** This site's /payment/callback (an allowed origin), naming the payment for the page; null otherwise. */
  private redirectUrl(given: string, merchantTransactionId: string): string | null {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      return null;
    }
    if (!this.config.payment.appOrigins.includes(url.origin) || url.pathname !== '/payment/callback') return null;
    if (url.username || url.password) return null;
    return `${url.origin}/payment/callback?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  }

  private invalid(errors: Record<string, string>): UnprocessableEntityException {
    return new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });
  }

  // --- The gateway's word: callback and status check ----------------------------------------

  /** The server-to-server callback: verified before anything in it is read. */
  async handleCallback(xVerifyHeader: string | undefined, body: PaymentCallbackDto): Promise<{ success: true; message: string }> {
    if (!verifyXVerify(xVerifyHeader, body.response, '', this.gateway.saltKeys)) {
      this.logger.warn('Payment callback with a bad X-VERIFY refused');
      throw new UnauthorizedException(M.checksumInvalid);
    }
    const answer = decodePayload(body.response) as GatewayAnswer | null;
    const data = answer?.data;
    if (!answer || typeof answer.code !== 'string' || !data || typeof data.merchantTransactionId !== 'string') {
      throw new BadRequestException(M.callbackInvalid);
    }
    if (data.merchantId !== this.gateway.merchantId) throw new BadRequestException(M.callbackInvalid);
    const payment = await this.payments
      .findOne({ merchantTransactionId: data.merchantTransactionId })
      .lean<PaymentRecord>()
      .exec();
    if (!payment) throw new NotFoundException(M.paymentNotFound);
    const outcome = await this.apply(payment, answer);
    if (outcome === 'mismatch') throw this.invalid({ amount: M.amountMismatch });
    return {
      success: true,
      message: outcome === 'unchanged' ? PAYMENT_GATEWAY_TEXTS.alreadyRecorded : PAYMENT_GATEWAY_TEXTS.recorded,
    };
  }

  /** Asks the gateway about one payment and records the answer; a gateway that does not answer leaves it for the next check. */
  async checkStatus(payment: PaymentRecord): Promise<PaymentRecord> {
    const now = this.clock.now();
    let answer: GatewayAnswer | null = null;
    try {
      answer = await this.gateway.status(payment.merchantTransactionId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
    const next = nextStatusCheckAt(payment.startedAt, now);
    await this.payments
      .updateOne(
        { _id: payment._id },
        { $set: { lastCheckedAt: now, nextCheckAt: payment.state === 'pending' ? next : null }, $inc: { checks: 1 } },
      )
      .exec();
    if (answer && answer.data?.merchantTransactionId === payment.merchantTransactionId) await this.apply(payment, answer);
    else if (answer && answer.code === 'TRANSACTION_NOT_FOUND') await this.apply(payment, answer);
    // Still pending past the gateway's timeout: expired (a later verified success still pays).
    const fresh = (await this.payments.findById(payment._id).lean<PaymentRecord>().exec()) as PaymentRecord;
    if (fresh.state === 'pending' && (next === null || statusTimedOut(fresh.startedAt, now))) {
      await this.payments
        .updateOne({ _id: fresh._id, state: 'pending' }, { $set: { state: 'expired', nextCheckAt: null, settledAt: now } })
        .exec();
      return { ...fresh, state: 'expired', nextCheckAt: null };
    }
    return fresh;
  }

  /**
   * Records what the gateway said: success for the exact amount settles (once), a failure code
   * fails a payment not yet paid, pending changes nothing. 'mismatch': a success for another
   * amount, refused and marked so (never paid).
   */
  private async apply(payment: PaymentRecord, answer: GatewayAnswer): Promise<'settled' | 'unchanged' | 'failed' | 'mismatch'> {
    const now = this.clock.now();
    const code = answer.code ?? 'PAYMENT_ERROR';
    if (payment.state === 'paid') return 'unchanged';
    if (code === 'PAYMENT_SUCCESS' && answer.data?.state !== 'FAILED') {
      if (answer.data?.amount !== payment.amountPaise) {
        this.logger.error(
          `Payment ${payment.merchantTransactionId}: success for ${answer.data?.amount} paise, initiated for ${payment.amountPaise}: not settled`,
        );
        await this.payments
          .updateOne(
            { _id: payment._id, state: trusted({ $ne: 'paid' }) },
            { $set: { state: 'failed', code: 'AMOUNT_MISMATCH', nextCheckAt: null, settledAt: now } },
          )
          .exec();
        return 'mismatch';
      }
      const settled = await this.payments
        .findOneAndUpdate(
          { _id: payment._id, state: trusted({ $ne: 'paid' }) },
          {
            $set: {
              state: 'paid',
              code,
              gatewayTransactionId: answer.data?.transactionId ?? null,
              settledAt: now,
              nextCheckAt: null,
            },
          },
          { returnDocument: 'after' },
        )
        .lean<PaymentRecord>()
        .exec();
      if (!settled) return 'unchanged';
      await this.applyToShop(settled);
      return 'settled';
    }
    if (FAILED_CODES.has(code) && payment.state === 'pending') {
      const result = await this.payments
        .updateOne({ _id: payment._id, state: 'pending' }, { $set: { state: 'failed', code, nextCheckAt: null, settledAt: now } })
        .exec();
      return result.modifiedCount ? 'failed' : 'unchanged';
    }
    if (code !== payment.code && payment.state === 'pending') {
      await this.payments.updateOne({ _id: payment._id, state: 'pending' }, { $set: { code } }).exec();
    }
    return 'unchanged';
  }

  /**
   * Gives the shop what a paid payment bought, once: a plan runs from now, or from the end of the
   * same plan still running (a renewal adds its period); the registration fee is marked paid.
   */
  private async applyToShop(payment: PaymentRecord): Promise<void> {
    const now = this.clock.now();
    if (payment.purpose === 'registration') {
      await this.shops.markRegistrationPaid(payment.shopId, payment.settledAt ?? now);
    } else if (payment.planId && payment.period) {
      const shop = await this.shops.findById(String(payment.shopId));
      if (shop && String(shop.plan?.paymentId) !== String(payment._id)) {
        const current = shop.plan;
        const extends_ = current?.id === payment.planId && current.renewsAt && new Date(current.renewsAt) > now;
        const from = extends_ ? new Date(current.renewsAt) : now;
        await this.shops.setPlanFromPayment(shop._id, {
          id: payment.planId,
          period: payment.period,
          startedAt: now,
          renewsAt: periodEnd(from, payment.period),
          paymentId: payment._id,
        });
      }
    }
    await this.payments.updateOne({ _id: payment._id }, { $set: { applied: true } }).exec();
  }

  // --- The owner's view, and the schedule ---------------------------------------------------

  /** The owner's payment; a pending one is asked about first (the browser is back from the gateway). */
  async statusFor(user: TokenPayload, merchantTransactionId: string): Promise<PaymentView> {
    let payment = await this.payments
      .findOne({ merchantTransactionId: { $eq: merchantTransactionId }, userId: new Types.ObjectId(user.sub) })
      .lean<PaymentRecord>()
      .exec();
    if (!payment) throw new NotFoundException(M.paymentNotFound);
    const now = this.clock.now();
    const recently = payment.lastCheckedAt && now.getTime() - new Date(payment.lastCheckedAt).getTime() < OWNER_CHECK_GAP_MS;
    if (payment.state === 'pending' && !recently) payment = await this.checkStatus(payment);
    if (payment.state === 'paid' && !payment.applied) await this.applyToShop(payment);
    const shop = await this.shops.findById(String(payment.shopId));
    return this.view(payment, shop);
  }

  /** One reconciler pass: pending payments due a check, and paid ones whose shop update did not finish. */
  async reconcileDue(): Promise<number> {
    if (this.reconciling) return 0;
    this.reconciling = true;
    try {
      const now = this.clock.now();
      const due = await this.payments
        .find({ state: 'pending', nextCheckAt: trusted({ $lte: now }) })
        .sort({ nextCheckAt: 1 })
        .limit(RECONCILE_BATCH)
        .lean<PaymentRecord[]>()
        .exec();
      for (const payment of due) await this.checkStatus(payment);
      const unapplied = await this.payments
        .find({ state: 'paid', applied: false })
        .limit(RECONCILE_BATCH)
        .lean<PaymentRecord[]>()
        .exec();
      for (const payment of unapplied) await this.applyToShop(payment);
      return due.length + unapplied.length;
    } catch (error) {
      this.logger.warn(`Payment recheck failed: ${(error as Error).message}`);
      return 0;
    } finally {
      this.reconciling = false;
    }
  }

  private view(payment: PaymentRecord, shop: Pick<Shop, 'plan'> | null): PaymentView {
    return {
      merchantTransactionId: payment.merchantTransactionId,
      purpose: payment.purpose,
      plan_id: payment.planId,
      plan_name: payment.planName,
      billing_period: payment.period,
      amount: payment.amountPaise,
      state: payment.state,
      code: payment.code,
      created_at: new Date(payment.startedAt).toISOString(),
      settled_at: payment.settledAt ? new Date(payment.settledAt).toISOString() : null,
      shop_plan: shop ? shopPlanView(shop) : null,
    };
  }
}
