import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BILLING_PERIODS,
  type DayHours,
  DEFAULT_DELIVERY_TERMS,
  type DeliveryTerms,
  type GeoPoint,
  GST_SCHEMES,
  type GstScheme,
  type NamedRef,
  PAPER_WIDTHS,
  type PaperWidth,
  PLAN_IDS,
  type PrintSettings,
  type Shop,
  type ShopBilling,
  type ShopBranding,
  type ShopPlan,
} from '@chowk/contracts';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$', example: '665f1c2e8b3e4a0012345678' } as const;

export class NamedRefDto implements NamedRef {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Bengaluru Urban' })
  name!: string;
}

export class StateRefDto extends NamedRefDto {
  @ApiPropertyOptional({ example: 'KA' })
  code?: string;
}

export class DayHoursDto implements DayHours {
  @ApiProperty({ enum: [0, 1, 2, 3, 4, 5, 6], description: '0 = Sunday … 6 = Saturday' })
  day!: DayHours['day'];
  @ApiProperty()
  closed!: boolean;
  @ApiProperty({ type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', example: '09:00' })
  open!: string;
  @ApiProperty({
    type: 'string',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    example: '21:00',
    description: 'Before `open`: past midnight',
  })
  close!: string;
}

export class GeoPointDto implements GeoPoint {
  @ApiProperty({ type: 'number', minimum: -90, maximum: 90, example: 12.9716 })
  latitude!: number;
  @ApiProperty({ type: 'number', minimum: -180, maximum: 180, example: 77.5946 })
  longitude!: number;
}

export class ShopBrandingDto implements ShopBranding {
  @ApiProperty({ type: 'string', nullable: true, example: '/api/images/665f1c2e8b3e4a0012345678' })
  logo_url!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '/api/images/665f1c2e8b3e4a0012345679' })
  banner_url!: string | null;
  @ApiProperty({ type: 'string', nullable: true, pattern: '^#[0-9a-f]{6}$', example: '#0f766e' })
  theme_color!: string | null;
}

export class ShopPlanDto implements ShopPlan {
  @ApiProperty({ enum: PLAN_IDS })
  id!: ShopPlan['id'];
  @ApiProperty({ enum: BILLING_PERIODS })
  period!: ShopPlan['period'];
  @ApiProperty({ format: 'date-time' })
  started_at!: string;
  @ApiProperty({ format: 'date-time', description: 'The plan runs out then unless renewed' })
  renews_at!: string;
}

export class ShopWhatsAppDto {
  @ApiProperty({ type: 'string', nullable: true, pattern: '^[6-9][0-9]{9}$' })
  number!: string | null;
  @ApiProperty()
  enabled!: boolean;
}

export class ShopPrintingDto implements PrintSettings {
  @ApiProperty({ enum: PAPER_WIDTHS, description: 'The thermal paper the order slips print on' })
  paper!: PaperWidth;
  @ApiProperty({ description: 'true: confirming an order on the desk prints its kitchen order ticket' })
  kot_on_confirm!: boolean;
}

/** A shop's delivery terms on the wire: rupees and km; null is no such term. */
export class ShopDeliveryTermsDto implements DeliveryTerms {
  @ApiProperty({ type: 'number', minimum: 0, example: DEFAULT_DELIVERY_TERMS.fee, description: 'Rupees per delivery order' })
  fee!: number;
  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 300,
    description: 'Rupees: a delivery order whose item subtotal reaches this pays no fee (null: none)',
  })
  free_above!: number | null;
  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 150,
    description: 'Rupees: the item subtotal a delivery order must reach; pickup is never held to it (null: none)',
  })
  minimum_order!: number | null;
  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 3,
    description: "Kilometres from the shop's pin it delivers within (null: no limit)",
  })
  max_distance_km!: number | null;
}

/** A shop's UPI ID and GST registration on the wire (PUT /shops/{id}/billing); null is none. */
export class ShopBillingDto implements ShopBilling {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'sharmatea@okhdfcbank',
    description: 'The UPI ID (VPA) customers pay into, lower-case; null: the shop does not take UPI',
  })
  upi_id!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Sharma Tea Stall',
    description: 'The name customers see beside the QR and in their UPI app; null without a UPI ID',
  })
  payee_name!: string | null;
  @ApiProperty({
    enum: GST_SCHEMES,
    description: 'unregistered (bills are receipts), composition (bills of supply, no tax on its orders), regular (tax invoices)',
  })
  gst_scheme!: GstScheme;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '27AAPFU0939F1ZV',
    description: 'The GSTIN, upper-case, of a composition or regular shop; null when unregistered',
  })
  gstin!: string | null;
}

/** A shop on the wire (docs/product.md §3): names populated; `name` and `shop_name` both, as the spec reads both. */
export class ShopDto implements Shop {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'SHOP-1234', description: 'Case-sensitive; the customer routes use it' })
  code!: string;
  @ApiProperty({ example: 'Sharma Tea Stall' })
  name!: string;
  @ApiProperty({ example: 'Sharma Tea Stall' })
  shop_name!: string;
  @ApiProperty({ type: NamedRefDto, nullable: true })
  category!: NamedRefDto | null;
  @ApiProperty({ ...ID, nullable: true })
  category_id!: string | null;
  @ApiProperty({ type: NamedRefDto, nullable: true })
  district!: NamedRefDto | null;
  @ApiProperty({ type: NamedRefDto, nullable: true })
  city!: NamedRefDto | null;
  @ApiProperty({ type: StateRefDto, nullable: true })
  state!: StateRefDto | null;
  @ApiProperty({ example: '12, MG Road' })
  address!: string;
  @ApiProperty({ type: GeoPointDto, nullable: true })
  location!: GeoPointDto | null;
  @ApiProperty({ type: [DayHoursDto], minItems: 7, maxItems: 7 })
  openingHours!: DayHoursDto[];
  @ApiProperty()
  ordersPaused!: boolean;
  @ApiProperty()
  delivers!: boolean;
  @ApiPropertyOptional({ format: 'date-time' })
  createdAt?: string;
  @ApiPropertyOptional({
    type: () => ShopBrandingDto,
    description: 'Always sent by this API; all null unless the plan includes a customised shop',
  })
  branding?: ShopBrandingDto;
  @ApiPropertyOptional({ type: () => ShopPlanDto, nullable: true, description: "The owner's views only" })
  plan?: ShopPlanDto | null;
  @ApiPropertyOptional({ description: "The owner's views only: the ₹50 registration fee is paid" })
  registration_paid?: boolean;
  @ApiPropertyOptional({ type: () => ShopWhatsAppDto, description: "The owner's views only" })
  whatsapp?: ShopWhatsAppDto;
  @ApiPropertyOptional({ type: () => ShopPrintingDto, description: "The owner's views only: how the order slips print" })
  printing?: ShopPrintingDto;
  @ApiPropertyOptional({
    type: () => ShopDeliveryTermsDto,
    description: 'Always sent by this API, in every view: the defaults (₹29, nothing else) until the owner sets them',
  })
  delivery_terms?: ShopDeliveryTermsDto;
  @ApiPropertyOptional({
    type: () => ShopBillingDto,
    description: 'Always sent by this API, in every view: no UPI ID and not registered for GST until the owner sets them',
  })
  billing?: ShopBillingDto;
}
