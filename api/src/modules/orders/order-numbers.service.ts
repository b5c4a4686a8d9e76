import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { indiaDateTime } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { OrderNumber } from './schemas/order-number.schema';

/** How many taken numbers in a row one request steps over before it reads the highest again. */
const STEPS_BEFORE_REREAD = 25;

/** YYMMDD of an India date DD-MM-YYYY. */
export const orderDay = (at: Date): string => {
  const [dd, mm, yyyy] = indiaDateTime(at).date.split('-');
  return `${yyyy.slice(2)}${mm}${dd}`;
};

/** ORD-261124-0001: the day in India, then the shop's sequence that day (more digits past 9999). */
export const formatOrderNumber = (day: string, seq: number): string => `ORD-${day}-${String(seq).padStart(4, '0')}`;

/**
 * Readable order numbers, one sequence per shop and India day, handed out by unique-key claims
 * (see OrderNumber): read the highest taken, insert the next; when a parallel order took it, the
 * unique index refuses the insert and this one tries the number after.
 */
@Injectable()
export class OrderNumbersService {
  constructor(@InjectModel(OrderNumber.name) private readonly numbers: Model<OrderNumber>) {}

  /**
   * The number of order `orderObjectId` of `shopId` placed at `at`. An order that already took a
   * number (a retry taking over an attempt that failed after this step) gets that number again.
   * `beforeEachTry` runs before each write (the placement's deadline check).
   */
  async take(shopId: Types.ObjectId, orderObjectId: Types.ObjectId, at: Date, beforeEachTry: () => void): Promise<string> {
    const taken = await this.numbers.findOne({ orderObjectId }).lean<OrderNumber>().exec();
    if (taken) return formatOrderNumber(taken.day, taken.seq);
    const day = orderDay(at);
    for (;;) {
      const highest = await this.numbers
        .findOne({ shopId, day: { $eq: day } })
        .sort({ seq: -1 })
        .select('seq')
        .lean<{ seq: number }>()
        .exec();
      let seq = (highest?.seq ?? 0) + 1;
      for (let step = 0; step < STEPS_BEFORE_REREAD; step++, seq++) {
        beforeEachTry();
        try {
          await new this.numbers({ shopId, day, seq, orderObjectId }).save();
          return formatOrderNumber(day, seq);
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
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
}
