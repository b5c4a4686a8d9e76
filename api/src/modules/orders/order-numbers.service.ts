import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import { formatOrderNumber, orderDay } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { OrderCounter } from './schemas/order-counter.schema';
import { OrderNumber } from './schemas/order-number.schema';

/**
 * Collisions in a row after which the counter is moved past the highest claim of the day
 * (claims the counter does not know of: made before it existed, or its last write lost).
 */
const COLLISIONS_BEFORE_CATCH_UP = 10;

/** An order waiting for a number to try (OrderNumbersService.nextNumber). */
interface Waiter {
  resolve(seq: number): void;
  reject(error: unknown): void;
}

/**
 * Readable order numbers, one sequence per shop and India day, handed out by unique-key claims
 * (see OrderNumber). The number to try comes from the shop's counter (OrderCounter): the orders
 * of this process that wait for one at the same time share one `$inc` of their count and each
 * takes one value of the range it returns, so they try distinct numbers. FerretDB 1.24 does not
 * isolate the `$inc` (parallel ones return the same value: with one `$inc` per order, 50
 * parallel orders made ~9 claims each), and other processes may hold the same range: the unique
 * index on the claims lets one insert through, and the other order asks again.
 *
 * Why not read the highest claim (as before): FerretDB 1.24 over SQLite sorts it in memory
 * after a scan of every claim, and 50 parallel orders all read the same highest and collide.
 */
@Injectable()
export class OrderNumbersService {
  /** Per shop and day (`<shopId>:<day>`), the orders of this process waiting for a number. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(
    @InjectModel(OrderNumber.name) private readonly numbers: Model<OrderNumber>,
    @InjectModel(OrderCounter.name) private readonly counters: Model<OrderCounter>,
  ) {}

  /**
   * The number of order `orderObjectId` of `shopId` placed at `at`. An order that already took a
   * number (a retry taking over an attempt that failed after this step) gets that number again;
   * `isNew` says the order cannot have one (its Idempotency-Key was claimed by this very request, or
   * it has none),
   * which spares that lookup (a scan of every claim on FerretDB 1.24). `beforeEachTry` runs
   * before each write (the placement's deadline check).
   */
  async take(
    shopId: Types.ObjectId,
    orderObjectId: Types.ObjectId,
    at: Date,
    beforeEachTry: () => void,
    isNew = false,
  ): Promise<string> {
    if (!isNew) {
      const taken = await this.numbers.findOne({ orderObjectId }).select('day seq').lean<OrderNumber>().exec();
      if (taken) return formatOrderNumber(taken.day, taken.seq);
    }
    const day = orderDay(at);
    for (let collisions = 1; ; collisions++) {
      beforeEachTry();
      const seq = await this.nextNumber(shopId, day);
      beforeEachTry();
      try {
        await new this.numbers({ shopId, day, seq, orderObjectId }).save();
        return formatOrderNumber(day, seq);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (collisions % COLLISIONS_BEFORE_CATCH_UP === 0) {
        beforeEachTry();
        const highest = await this.highest(shopId, day);
        await this.counters.updateOne({ _id: shopId, day }, { $max: { seq: highest } }).exec();
      }
    }
  }

  /**
   * Order `orderObjectId` could not be written with its number (another order has it without a
   * claim): the claim passes to no order, so the number stays taken and `take` moves on.
   */
  async retire(orderObjectId: Types.ObjectId): Promise<void> {
    await this.numbers.updateOne({ orderObjectId }, { $set: { orderObjectId: new Types.ObjectId() } }).exec();
  }

  /**
   * A number for one order of the shop's day to try. The first order waiting starts a round:
   * one `$inc` by the number of orders waiting by then, whose range is shared out among them;
   * those that came meanwhile wait for the next round.
   */
  private nextNumber(shopId: Types.ObjectId, day: string): Promise<number> {
    const id = `${String(shopId)}:${day}`;
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(id);
      if (queue) {
        queue.push({ resolve, reject });
        return;
      }
      this.waiting.set(id, [{ resolve, reject }]);
      void this.serve(id, shopId, day);
    });
  }

  /** Rounds of `$inc` for the orders waiting on `id`, until none is left. */
  private async serve(id: string, shopId: Types.ObjectId, day: string): Promise<void> {
    for (;;) {
      const round = this.waiting.get(id) ?? [];
      if (round.length === 0) {
        this.waiting.delete(id);
        return;
      }
      this.waiting.set(id, []);
      try {
        const last = await this.advance(shopId, day, round.length);
        round.forEach((waiter, i) => waiter.resolve(last - round.length + 1 + i));
      } catch (error) {
        for (const waiter of round) waiter.reject(error);
      }
    }
  }

  /**
   * The shop's counter for `day`, advanced by `count`: its new value. The first order of a day
   * finds the counter on an earlier day (the upsert then meets its `_id`) and starts the day at
   * 0; a counter already on a later day (an order from just before midnight, answered after one
   * from just after) is left alone, and those orders count on from the highest claim of their day.
   */
  private async advance(shopId: Types.ObjectId, day: string, count: number): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const counter = await this.counters
          .findOneAndUpdate({ _id: shopId, day }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' })
          .lean<OrderCounter>()
          .exec();
        if (counter) return counter.seq;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (attempt >= 1) return (await this.highest(shopId, day)) + count;
      await this.counters.updateOne({ _id: shopId, day: trusted({ $lt: day }) }, { $set: { day, seq: 0 } }).exec();
    }
  }

  /** The highest number of the shop's day claimed so far (0 for none): a scan and an in-memory sort. */
  private async highest(shopId: Types.ObjectId, day: string): Promise<number> {
    const top = await this.numbers
      .findOne({ shopId, day: { $eq: day } })
      .sort({ seq: -1 })
      .select('seq')
      .lean<{ seq: number }>()
      .exec();
    return top?.seq ?? 0;
  }
}
