import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import {
  type ContactType,
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_LIMITS,
  type CustomerProfile,
  type CustomerSignInResponse,
  HTTP_MESSAGES,
} from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { ROLE_CUSTOMER } from '../../common/guards/customer.guard';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { ContactVerificationService } from './contact-verification.service';
import { CustomerOtpService } from './customer-otp.service';
import type { CustomerSignInDto } from './dto/customer-otp.dto';
import { Customer } from './schemas/customer.schema';

type CustomerRecord = Customer & { _id: unknown };

/** What /auth/me answers for a customer's token. */
export interface CustomerMe {
  user: null;
  role: typeof ROLE_CUSTOMER;
  shop: null;
  customer: CustomerProfile;
}

/** The optional customer sign-in (docs/product.md §6): a one-time code, an account on first use, a token. */
@Injectable()
export class CustomerAccountsService {
  constructor(
    @InjectModel(Customer.name) private readonly customers: Model<Customer>,
    private readonly otp: CustomerOtpService,
    private readonly verifications: ContactVerificationService,
    private readonly jwt: JwtService,
  ) {}

  /**
   * Checks the code sent by /api/orders/send-otp for this device; the device has then verified
   * the contact (it may order with it), and the customer is signed in: the account of that
   * contact, made on first use. A name given is kept on the account.
   */
  async signIn(body: CustomerSignInDto, deviceId: string): Promise<CustomerSignInResponse> {
    const contact = await this.otp.check(body.type, body.identifier, deviceId, body.otp);
    await this.verifications.record(deviceId, contact.type, contact.identifier);
    const customer = await this.findOrCreate(contact.type, contact.identifier, body.name || undefined);
    return { token: await this.token(customer), customer: this.toProfile(customer), message: M.signedIn };
  }

  /**
   * The account of the contact, or a new one. No upsert: FerretDB 1.24 lets parallel upserts all
   * pass their filter; the unique contactKey lets one insert through, and the other reads it.
   */
  private async findOrCreate(type: ContactType, identifier: string, name?: string): Promise<CustomerRecord> {
    const contactKey = `${type}:${identifier}`;
    const existing = await this.customers
      .findOne({ contactKey: { $eq: contactKey } })
      .lean<CustomerRecord>()
      .exec();
    if (existing) {
      if (!name || name === existing.name) return existing;
      return (
        (await this.customers
          .findOneAndUpdate({ _id: { $eq: existing._id } }, { $set: { name } }, { returnDocument: 'after' })
          .lean<CustomerRecord>()
          .exec()) ?? existing
      );
    }
    try {
      const created = await this.customers.create({ contactKey, [type]: identifier, ...(name ? { name } : {}) });
      return created.toObject() as CustomerRecord;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.customers
        .findOne({ contactKey: { $eq: contactKey } })
        .lean<CustomerRecord>()
        .exec();
      if (!winner) throw error;
      return winner;
    }
  }

  /** Role customer, with only the contacts the customer proved; CUSTOMER_LIMITS.customerTokenDays long. */
  private token(customer: CustomerRecord): Promise<string> {
    const payload: TokenPayload = {
      sub: String(customer._id),
      role: ROLE_CUSTOMER,
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.mobile ? { mobile: customer.mobile } : {}),
    };
    return this.jwt.signAsync(payload, { expiresIn: `${CUSTOMER_LIMITS.customerTokenDays}d` });
  }

  toProfile(customer: CustomerRecord): CustomerProfile {
    return {
      _id: String(customer._id),
      ...(customer.name ? { name: customer.name } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.mobile ? { mobile: customer.mobile } : {}),
    };
  }

  /** The signed-in customer's profile; 401 when the account is gone. */
  async profile(payload: TokenPayload): Promise<CustomerProfile> {
    const customer = isValidObjectId(payload.sub)
      ? await this.customers.findById(payload.sub).lean<CustomerRecord>().exec()
      : null;
    if (!customer) throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
    return this.toProfile(customer);
  }

  /** GET /api/auth/me for a customer's token. */
  async me(payload: TokenPayload): Promise<CustomerMe> {
    return { user: null, role: ROLE_CUSTOMER, shop: null, customer: await this.profile(payload) };
  }
}
