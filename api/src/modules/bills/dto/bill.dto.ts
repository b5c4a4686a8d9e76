import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BILL_KEY_PATTERN,
  BILL_KINDS,
  BILL_NUMBER_PATTERN,
  BILL_TITLES,
  type BillKind,
  type BillLine,
  type BillResponse,
  type BillTax,
  type BillView,
  COMPOSITION_DECLARATION,
  DELIVERY_TYPES,
  type DeliveryType,
  GST_SCHEMES,
  GSTIN_PATTERN,
  type GstScheme,
  HALF_TAX_RATE_PERCENT,
  type OrderPayment,
  PAID_VIA,
  type PaidVia,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  TAX_RATE_PERCENT,
} from '@chowk/contracts';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';

/** The `{key}` of GET /bills/{key}: what BILL_KEY_PATTERN accepts (anything else is a 404). */
export const BILL_KEY_SCHEMA = {
  type: 'string' as const,
  pattern: BILL_KEY_PATTERN.source,
  example: 'Zk3q9YV7h2bXcE1mT0aQpw',
  description: "The bill's address key (16 random bytes, base64url), from the order's `bill_key`",
};

const RUPEES = { type: 'number' as const, minimum: 0 };

export class BillLineDto implements BillLine {
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiPropertyOptional({ example: 'Full · Elaichi, Ginger', description: 'The chosen options (optionsSummary); absent: none' })
  options?: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  quantity!: number;
  @ApiProperty({ ...RUPEES, example: 17, description: 'Rupees: the unit price with its options, as the order was priced' })
  unit_price!: number;
  @ApiProperty({ ...RUPEES, example: 34, description: 'Rupees: unit price × quantity' })
  amount!: number;
}

export class BillTaxDto implements BillTax {
  @ApiProperty({ type: 'number', enum: [TAX_RATE_PERCENT], example: TAX_RATE_PERCENT })
  rate_percent!: number;
  @ApiProperty({ ...RUPEES, example: 10, description: 'Rupees: the order’s tax as it was priced' })
  amount!: number;
  @ApiProperty({
    ...RUPEES,
    nullable: true,
    example: 5,
    description: `A tax invoice: CGST at ${HALF_TAX_RATE_PERCENT}% (rupees; an odd paisa goes here); null otherwise`,
  })
  cgst!: number | null;
  @ApiProperty({
    ...RUPEES,
    nullable: true,
    example: 5,
    description: `A tax invoice: SGST at ${HALF_TAX_RATE_PERCENT}% (rupees); null otherwise`,
  })
  sgst!: number | null;
  @ApiProperty({
    example: '5% of ₹200.00 = ₹10.00 (CGST 2.5% ₹5.00 + SGST 2.5% ₹5.00)',
    description: 'How it was computed (taxNote)',
  })
  note!: string;
}

export class BillShopDto {
  @ApiProperty({ example: 'Sharma Tea Stall' })
  name!: string;
  @ApiProperty({ example: 'SHOP-1234' })
  code!: string;
  @ApiProperty({ example: '12 MG Road, Bengaluru Urban, Bengaluru, Karnataka', description: "'' when the shop gave none" })
  address!: string;
  @ApiProperty({ type: 'string', nullable: true, example: '9876543210', description: 'The owner’s mobile; null when unknown' })
  phone!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: GSTIN_PATTERN.source,
    example: '27AAPFU0939F1ZV',
    description: 'The GSTIN the order was priced under; null for a shop not registered for GST',
  })
  gstin!: string | null;
  @ApiProperty({ enum: GST_SCHEMES, description: 'The GST registration the order was priced under' })
  gst_scheme!: GstScheme;
}

export class BillCustomerDto {
  @ApiProperty({ type: 'string', nullable: true, example: 'Meera' })
  name!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '9876543210' })
  mobile!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'meera@example.com' })
  email!: string | null;
}

export class BillOrderDto {
  @ApiProperty({ type: 'string', pattern: OBJECT_ID_PATTERN.source, description: 'The order’s `_id`' })
  id!: string;
  @ApiProperty({ example: 'ORD-261124-0001' })
  order_id!: string;
  @ApiProperty({ format: 'date-time' })
  created_at!: string;
  @ApiProperty({ enum: DELIVERY_TYPES })
  delivery_type!: DeliveryType;
  @ApiProperty({ enum: PAYMENT_METHODS })
  payment_method!: PaymentMethod;
}

/** The order's payment now (OrderPayment), as the shop last set it. */
export class BillPaymentDto implements OrderPayment {
  @ApiProperty({ enum: PAYMENT_STATUSES, description: 'claimed: the customer says they paid; the shop has not confirmed' })
  status!: PaymentStatus;
  @ApiProperty({ enum: PAID_VIA, nullable: true, description: 'How it was paid, beside paid and refunded; null otherwise' })
  via!: PaidVia | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the customer said they paid' })
  claimed_at!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the shop last set it' })
  updated_at!: string | null;
}

/** A bill (BillView): issued on its first opening, then always the same but for its payment and cancelled mark. */
export class BillDto implements BillView {
  @ApiProperty(BILL_KEY_SCHEMA)
  key!: string;
  @ApiProperty({
    enum: BILL_KINDS,
    description: 'receipt (not registered for GST), bill_of_supply (composition scheme), tax_invoice (regular GST)',
  })
  kind!: BillKind;
  @ApiProperty({ enum: Object.values(BILL_TITLES), example: BILL_TITLES.tax_invoice })
  title!: string;
  @ApiProperty({
    pattern: BILL_NUMBER_PATTERN.source,
    example: '2026-27/00042',
    description: 'The financial year, then the serial: unique for the shop and year, no gaps',
  })
  number!: string;
  @ApiProperty({
    pattern: '^\\d{4}-\\d{2}$',
    example: '2026-27',
    description: 'India’s financial year of issue (1 April to 31 March)',
  })
  financial_year!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was issued (its first opening)' })
  issued_at!: string;
  @ApiProperty({ example: '24-11-2026', description: 'DD-MM-YYYY, India time, of issue' })
  date!: string;
  @ApiProperty({ example: '18-05', description: 'HH-mm, India time, of issue' })
  time!: string;
  @ApiProperty({ description: 'The order was cancelled after the bill was issued (the bill stays in the series)' })
  cancelled!: boolean;
  @ApiProperty({ type: BillShopDto, description: 'The shop as it was when the bill was issued' })
  shop!: BillShopDto;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Maharashtra (27)',
    description: 'A tax invoice: the state of the shop’s GSTIN; null otherwise',
  })
  place_of_supply!: string | null;
  @ApiProperty({ type: BillCustomerDto })
  customer!: BillCustomerDto;
  @ApiProperty({ type: BillOrderDto })
  order!: BillOrderDto;
  @ApiProperty({ type: [BillLineDto] })
  lines!: BillLineDto[];
  @ApiProperty({ ...RUPEES, example: 200 })
  subtotal!: number;
  @ApiProperty({ type: BillTaxDto, nullable: true, description: 'null on a bill of supply (no tax charged)' })
  tax!: BillTaxDto | null;
  @ApiProperty({ ...RUPEES, example: 0 })
  delivery_fee!: number;
  @ApiProperty({ ...RUPEES, example: 210 })
  total!: number;
  @ApiProperty({ example: 'Rupees Two Hundred Ten Only' })
  total_in_words!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: COMPOSITION_DECLARATION,
    description: 'A bill of supply’s declaration; null otherwise',
  })
  declaration!: string | null;
  @ApiProperty({ type: BillPaymentDto })
  payment!: BillPaymentDto;
}

export class BillResponseDto implements BillResponse {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: BillDto })
  data!: BillDto;
}
