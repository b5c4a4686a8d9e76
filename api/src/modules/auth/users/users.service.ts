import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ROLE_SHOPKEEPER, SHOP_API_MESSAGES, type ShopUser } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { isObjectId } from '../../../common/pipes/parse-object-id.pipe';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { emailKeyOf, User } from './user.schema';

export type UserRecord = User & { _id: Types.ObjectId };

export interface NewShopkeeper {
  name: string;
  mobile: string;
  email?: string;
  password: string;
  mobileVerified?: boolean;
}

/** Shopkeeper accounts: creation (unique mobile and email), look-ups and password checks. */
@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** 409 with the field's message when the mobile or the email (any case) is taken. */
  async assertAvailable(mobile: string, email?: string): Promise<void> {
    if (await this.users.exists({ mobile: { $eq: mobile } })) throw new ConflictException(SHOP_API_MESSAGES.mobileTaken);
    if (email && (await this.users.exists({ emailKey: { $eq: emailKeyOf(mobile, email) } }))) {
      throw new ConflictException(SHOP_API_MESSAGES.emailTaken);
    }
  }

  async createShopkeeper(input: NewShopkeeper): Promise<UserRecord> {
    await this.assertAvailable(input.mobile, input.email);
    try {
      const created = await this.users.create({
        name: input.name,
        mobile: input.mobile,
        ...(input.email ? { email: input.email } : {}),
        emailKey: emailKeyOf(input.mobile, input.email),
        passwordHash: await hashPassword(input.password),
        role: ROLE_SHOPKEEPER,
        mobileVerified: input.mobileVerified ?? false,
      });
      return created.toObject() as UserRecord;
    } catch (error) {
      // Two signups racing for the same mobile or email: the unique index decides.
      if (isDuplicateKeyError(error)) {
        await this.assertAvailable(input.mobile, input.email);
        throw new ConflictException(SHOP_API_MESSAGES.mobileTaken);
      }
      throw error;
    }
  }

  findById(id: string): Promise<UserRecord | null> {
    if (!isObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  findByMobile(mobile: string): Promise<UserRecord | null> {
    return this.users
      .findOne({ mobile: { $eq: mobile } })
      .lean<UserRecord>()
      .exec();
  }

  /** 10 digits: a mobile; anything else: an email, whatever its case. */
  findByIdentifier(identifier: string): Promise<UserRecord | null> {
    const value = identifier.trim();
    if (/^\d{10}$/.test(value)) return this.findByMobile(value);
    return this.users
      .findOne({ emailKey: { $eq: value.toLowerCase() } })
      .lean<UserRecord>()
      .exec();
  }

  /** The user whose password this is, or null; as slow for an unknown identifier as for a wrong password. */
  async authenticate(identifier: string, password: string): Promise<UserRecord | null> {
    const user = await this.findByIdentifier(identifier);
    if (!user) return verifyAgainstDecoy(password).then(() => null);
    return (await verifyPassword(user.passwordHash, password)) ? user : null;
  }

  async markMobileVerified(id: Types.ObjectId): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { mobileVerified: true } }).exec();
  }

  async remove(id: Types.ObjectId): Promise<void> {
    await this.users.deleteOne({ _id: id }).exec();
  }

  toView(user: UserRecord): ShopUser {
    return {
      _id: String(user._id),
      name: user.name,
      mobile: user.mobile,
      ...(user.email ? { email: user.email } : {}),
      mobileVerified: Boolean(user.mobileVerified),
    };
  }
}
