import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { BILL_LIMITS, BILL_MESSAGES, type FinancialYear, financialYear, formatBillNumber } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { BillCounter } from './schemas/bill-counter.schema';
import { Bill, type BillRecord } from './schemas/bill.schema';

/** Numbers found taken in a row after which the probe jumps past the highest claim (a hint far behind). */
const COLLISIONS_BEFORE_CATCH_UP = 10;

/** What a bill is before it has its number: the order, its kind, the shop then, the time of issue. */
export type BillDraft = Pick<Bill, 'shopId' | 'orderObjectId' | 'kind' | 'issuedAt' | 'shop'>;

/**
 * Bill numbers: one series per shop and financial year (by India time of issue), 1, 2, 3… with
 * no gap and no repeat, across every API instance, on FerretDB 1.24 (no transactions; `$inc`
 * and find-and-modify are not isolated there: see order-numbers.service.ts).
 *
 * The bill document is the claim on its number (the unique index on shopId, fy, seq). An issue
 * tries the number after the shop's hint (BillCounter, the highest claim known) and, when an
 * insert meets the index, the next one: every claim is made at a number whose predecessor exists
 * (the hint is only ever a claimed number, or 0), so the claims are always 1…n. A meeting with the
 * other unique index (orderObjectId) means another request issued this order's bill: that bill
 * is the answer. Within one process, issues of one shop's year wait for each other (a promise
 * chain), so an instance does not collide with itself; instances collide and probe on.
 */
@Injectable()
export class BillNumbersService {
  private readonly logger = new Logger(BillNumbersService.name);
  /** Per `<shopId>:<fy>`, the end of this process's chain of issues. */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    @InjectModel(Bill.name) private readonly bills: Model<Bill>,
    @InjectModel(BillCounter.name) private readonly counters: Model<BillCounter>,
  ) {}

  /** The order's bill, if it has one. */
  findByOrder(orderObjectId: Types.ObjectId): Promise<BillRecord | null> {
    return this.bills.findOne({ orderObjectId }).lean<BillRecord>().exec();
  }

  /**
   * The order's bill, issued now with the next number of the shop's financial year of
   * `draft.issuedAt`, or the one another request issued meanwhile. 409 seriesFull past
   * BILL_LIMITS.seqMax.
   */
  issue(draft: BillDraft): Promise<BillRecord> {
    const fy = financialYear(draft.issuedAt);
    return this.inTurn(`${String(draft.shopId)}:${fy.label}`, () => this.claim(draft, fy));
  }

  private async claim(draft: BillDraft, fy: FinancialYear): Promise<BillRecord> {
    const counterId = `${String(draft.shopId)}:${fy.label}`;
    let seq = (await this.hint(counterId)) + 1;
    for (let collisions = 1; ; collisions++) {
      if (seq > BILL_LIMITS.seqMax) throw new ConflictException(BILL_MESSAGES.seriesFull);
      let created: BillRecord | undefined;
      try {
        const bill = new this.bills({ ...draft, fy: fy.label, seq, number: formatBillNumber(fy, seq) });
        created = (await bill.save()).toObject<BillRecord>();
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (created) {
        await this.raiseHint(counterId, seq);
        return created;
      }
      // Which index refused it is not in FerretDB's error: look for this order's bill.
      const issued = await this.findByOrder(draft.orderObjectId);
      if (issued) return issued;
      seq += 1;
      if (collisions % COLLISIONS_BEFORE_CATCH_UP === 0) seq = Math.max(seq, (await this.highest(draft.shopId, fy.label)) + 1);
    }
  }

  /** The highest number the shop's year is known to have claimed (0: none yet, or the hint is lost). */
  private async hint(counterId: string): Promise<number> {
    const counter = await this.counters.findById(counterId).lean<BillCounter>().exec();
    return counter?.seq ?? 0;
  }

  /**
   * The hint moves up to `seq` (never down). Only a hint: when the write fails the bill stands,
   * and later issues probe a little further.
   */
  private async raiseHint(counterId: string, seq: number): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        // Two first upserts of the same counter meet on _id; the second attempt then updates.
        await this.counters.updateOne({ _id: counterId }, { $max: { seq } }, { upsert: attempt === 0 }).exec();
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error)) {
          this.logger.warn(`bill counter ${counterId} not raised to ${seq}: ${(error as Error).message}`);
          return;
        }
      }
    }
  }

  /** The highest number claimed in the shop's year: a sort of its bills, only after many collisions. */
  private async highest(shopId: Types.ObjectId, fy: string): Promise<number> {
    const top = await this.bills
      .findOne({ shopId, fy: { $eq: fy } })
      .sort({ seq: -1 })
      .select('seq')
      .lean<{ seq: number }>()
      .exec();
    return top?.seq ?? 0;
  }

  /** Runs `work` after the work queued before it under `key` has settled (whatever its outcome). */
  private inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    // The chain's end never rejects (see `end`): a failed issue does not hold up the next.
    const before = this.chains.get(key) ?? Promise.resolve();
    const run = before.then(work);
    const end = run.catch(() => undefined);
    this.chains.set(key, end);
    void end.then(() => {
      if (this.chains.get(key) === end) this.chains.delete(key);
    });
    return run;
  }
}
