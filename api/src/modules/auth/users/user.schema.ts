import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ROLE_SHOPKEEPER } from '@chowk/contracts';

/** A shopkeeper's account. The password is kept only as an argon2id hash. */
@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
  @Prop({ required: true, trim: true })
  name!: string;

  /** 10 digits; unique: one account per mobile. */
  @Prop({ required: true, unique: true })
  mobile!: string;

  @Prop({ type: String, default: undefined })
  email?: string;

  /**
   * Unique whatever the email's case: the lower-cased email, or `mobile:<mobile>` for an account
   * without one. (FerretDB 1.x has no partial or sparse unique indexes, so the key is never empty.)
   */
  @Prop({ required: true, unique: true })
  emailKey!: string;

  @Prop({ required: true })
  passwordHash!: string;

  @Prop({ type: String, required: true, default: ROLE_SHOPKEEPER })
  role!: typeof ROLE_SHOPKEEPER;

  @Prop({ type: Boolean, default: false })
  mobileVerified!: boolean;

  createdAt!: Date;
  updatedAt!: Date;
}

export const UserSchema = SchemaFactory.createForClass(User);

export const emailKeyOf = (mobile: string, email?: string): string => (email ? email.trim().toLowerCase() : `mobile:${mobile}`);
