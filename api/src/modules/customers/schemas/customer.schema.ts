import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A signed-in customer (the optional sign-in of docs/product.md §6): one account per contact.
 *
 * `contactKey` (`email:a@b.c` or `mobile:9876543210`) is what makes it unique. FerretDB 1.x has
 * no partial or sparse unique indexes, so a unique index on `email` would make every account
 * without an email collide on the missing value; the key always exists. One account per contact
 * (rather than an account holding an email and a mobile) because a sign-in proves one contact:
 * joining a second one to an account would need both proven in one session, which no screen asks
 * for yet (a `customer_contacts` collection of keys per account would then replace this field).
 */
@Schema({ collection: 'customers', timestamps: true, versionKey: false })
export class Customer {
  @Prop({ required: true, unique: true })
  contactKey!: string;

  @Prop({ type: String, default: undefined })
  email?: string;

  @Prop({ type: String, default: undefined })
  mobile?: string;

  @Prop({ type: String, default: undefined })
  name?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export const CustomerSchema = SchemaFactory.createForClass(Customer);
