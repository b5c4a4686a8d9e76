import { ApiProperty, ApiPropertyOptional, type SchemaObject } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import {
  type ChoiceAvailabilityPayload,
  type FieldErrors,
  OPTION_API_MESSAGES,
  OPTION_LIMITS,
  OPTION_SELECTIONS,
  OPTION_VALIDATION as V,
  PLACE_ORDER_VALIDATION,
  type OptionChoice,
  type OptionChoicePayload,
  type OptionGroup,
  type OptionGroupListResponse,
  type OptionGroupPayload,
  type OptionGroupResponse,
  type OptionSelection,
  VALIDATION,
  validateOptionGroup,
} from '@chowk/contracts';
import { trimmedObjectId, trimmedText } from '../../../common/openapi/text-schemas';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$', example: '665f1c2e8b3e4a0012345678' } as const;
const MAX_RUPEES = OPTION_LIMITS.maxChoicePricePaise / 100;
const CHOICES_MAX = OPTION_LIMITS.choicesPerGroupMax;

const given = (value: unknown) => value !== undefined && value !== null;
const isWholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

// ---- the payload's rules: validateOptionGroup, keyed as it keys them ----------------------------

/** Where a choice sits in the group's list: the choice's rules read the whole list (names differ). */
const PLACE = Symbol('the choice list and index');
type Placed = { [PLACE]?: { list: unknown[]; index: number } };

/**
 * The group's own fields (`name`, `selection`, `required`, `min_picks`, `max_picks`, `choices`).
 * The picks are whole numbers in their bounds whatever the selection (a single choice ignores
 * them, but the document says integers); then the contract's rule.
 */
const groupRule = (v: Record<string, unknown>): FieldErrors => {
  const errors = { ...validateOptionGroup(v) };
  if (given(v.min_picks) && !isWholeIn(v.min_picks, 0, CHOICES_MAX)) errors.min_picks = V.minPicksInvalid;
  if (given(v.max_picks) && !isWholeIn(v.max_picks, 1, CHOICES_MAX)) errors.max_picks = V.maxPicksInvalid;
  return errors;
};

/**
 * One choice's fields, keyed `name`, `price`, `sold_out`, `_id` (the pipe answers them as
 * `choices.<i>.<field>`, the contract's keys): validateOptionGroup over the whole list, and on the
 * wire the price is a JSON number (the form's rule also reads the input's text).
 */
const choiceRule = (choice: Placed & Record<string, unknown>): FieldErrors => {
  const place = choice[PLACE];
  if (!place) return {};
  const all = validateOptionGroup({ choices: place.list });
  const key = (field: string) => `choices.${place.index}.${field}`;
  const errors: FieldErrors = {};
  for (const field of ['name', 'price', 'sold_out']) if (all[key(field)]) errors[field] = all[key(field)];
  if (typeof choice.price !== 'number') errors.price = V.choicePriceInvalid;
  if (choice._id !== undefined && (typeof choice._id !== 'string' || !OBJECT_ID_PATTERN.test(choice._id)))
    errors._id = VALIDATION.invalidId;
  return errors;
};

/** PUT's optional shop_id: ignored, but an id when given. */
const optionalShopIdRule = (v: { shop_id?: unknown }): FieldErrors =>
  v.shop_id === undefined || (typeof v.shop_id === 'string' && OBJECT_ID_PATTERN.test(v.shop_id))
    ? {}
    : { shop_id: VALIDATION.invalidId };

/** POST's shop_id: required, an id. */
const shopIdRule = (v: { shop_id?: unknown }): FieldErrors => {
  if (typeof v.shop_id !== 'string' || !v.shop_id) return { shop_id: PLACE_ORDER_VALIDATION.shopRequired };
  return OBJECT_ID_PATTERN.test(v.shop_id) ? {} : { shop_id: VALIDATION.invalidId };
};

/** A choice as sent, validated by the class below; a value that is not an object reads as an empty choice. */
export class OptionChoicePayloadDto implements OptionChoicePayload {
  @FollowsRule(choiceRule)
  _id?: string;

  /** Trimmed by placeChoices. */
  @FollowsRule(choiceRule)
  name!: string;

  @FollowsRule(choiceRule)
  price!: number;

  @FollowsRule(choiceRule)
  sold_out?: boolean;
}

/** Each choice as an OptionChoicePayloadDto that knows its list and place (non-enumerable: never a field). */
const placeChoices = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((raw: unknown, index) => {
        const choice = new OptionChoicePayloadDto();
        if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
          for (const [field, fieldValue] of Object.entries(raw)) {
            Object.defineProperty(choice, field, { value: fieldValue, enumerable: true, writable: true, configurable: true });
          }
          if (typeof choice.name === 'string') choice.name = choice.name.trim();
        }
        Object.defineProperty(choice, PLACE, { value: { list: value, index }, enumerable: false });
        return choice;
      })
    : value;

/** One choice in the document: closed, as the pipe refuses a field it does not know. */
const CHOICE_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'price'],
  properties: {
    _id: {
      type: 'string',
      pattern: OBJECT_ID_PATTERN.source,
      description: 'An existing choice keeps its id (PUT: one of the group’s choices); a new choice has none',
      example: '665f1c2e8b3e4a0012345678',
    },
    name: { ...trimmedText(OPTION_LIMITS.choiceNameMax, 'Full'), description: 'Different from the group’s other choices' },
    price: {
      type: 'number',
      minimum: 0,
      maximum: MAX_RUPEES,
      multipleOf: 0.01,
      description: 'Rupees added to the item’s price: ₹0 to ₹10,000, at most two decimals',
      example: 5,
    },
    sold_out: { type: 'boolean', description: 'Customers cannot choose it (default false; absent on PUT: unchanged)' },
  },
};

/**
 * The fields of POST and PUT /option-groups: validateOptionGroup, field by field; a choice's
 * failures answer as `choices.<i>.name`, `choices.<i>.price`, `choices.<i>.sold_out`. What the
 * document cannot say (choice names differ, picks within the number of choices, no minimum for a
 * group that is not required) is a 422 too.
 */
class OptionGroupFieldsDto implements OptionGroupPayload {
  @ApiProperty(trimmedText(OPTION_LIMITS.groupNameMax, 'Size'))
  @Trim()
  @FollowsRule(groupRule)
  name!: string;

  @ApiProperty({ enum: OPTION_SELECTIONS, description: 'single: one pick; multiple: min_picks to max_picks' })
  @FollowsRule(groupRule)
  selection!: OptionSelection;

  @ApiProperty({ type: 'boolean', description: 'true: the customer must choose from it' })
  @FollowsRule(groupRule)
  required!: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: CHOICES_MAX,
    nullable: true,
    description:
      'A multiple choice that is required: 1 to the number of choices (default 1); not required: 0. ' +
      'Ignored for a single choice (1 when required, else 0).',
  })
  @FollowsRule(groupRule)
  min_picks?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: CHOICES_MAX,
    nullable: true,
    description:
      'A multiple choice: 1 to the number of choices, not below min_picks (default: every choice). 1 for a single choice.',
  })
  @FollowsRule(groupRule)
  max_picks?: number;

  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: CHOICES_MAX,
    items: CHOICE_SCHEMA,
    description: `1 to ${CHOICES_MAX} choices, in the order the sheet shows them`,
  })
  @Transform(placeChoices)
  @FollowsRule(groupRule)
  @ValidateNested({ each: true })
  choices!: OptionChoicePayloadDto[];
}

export class OptionGroupUpdateDto extends OptionGroupFieldsDto {
  @ApiPropertyOptional(trimmedObjectId('Ignored: the group stays in its shop'))
  @Trim()
  @FollowsRule(optionalShopIdRule)
  shop_id?: string;
}

/** POST /option-groups: the same fields, for a shop of yours. */
export class OptionGroupCreateDto extends OptionGroupFieldsDto {
  @ApiProperty(trimmedObjectId('Your shop'))
  @Trim()
  @FollowsRule(shopIdRule)
  shop_id!: string;
}

/** PATCH /option-groups/{id}/choices/{choiceId}/availability. */
export class ChoiceAvailabilityDto implements ChoiceAvailabilityPayload {
  @ApiProperty({ type: 'boolean', description: 'true: customers see the choice sold out and cannot choose it' })
  @FollowsRule((v: { sold_out?: unknown }) => (typeof v.sold_out === 'boolean' ? {} : { sold_out: V.choiceSoldOutInvalid }))
  sold_out!: boolean;
}

// ---- answers -----------------------------------------------------------------------------------

export class OptionChoiceDto implements OptionChoice {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Full' })
  name!: string;
  @ApiProperty({ type: 'number', minimum: 0, example: 5, description: 'Rupees added to the item’s price' })
  price!: number;
  @ApiProperty()
  sold_out!: boolean;
}

export class OptionGroupDto implements OptionGroup {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty(ID)
  shop_id!: string;
  @ApiProperty({ example: 'Size' })
  name!: string;
  @ApiProperty({ enum: OPTION_SELECTIONS })
  selection!: OptionSelection;
  @ApiProperty()
  required!: boolean;
  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: '0 unless required; 1 for a required single choice' })
  min_picks!: number;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: '1 for a single choice' })
  max_picks!: number;
  @ApiProperty({ type: [OptionChoiceDto], description: 'In the order the sheet shows them' })
  choices!: OptionChoiceDto[];
}

export class OptionGroupResponseDto implements OptionGroupResponse {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: OPTION_API_MESSAGES.groupSaved })
  message!: string;
  @ApiProperty({ type: OptionGroupDto })
  data!: OptionGroupDto;
}

export class OptionGroupListResponseDto implements OptionGroupListResponse {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: [OptionGroupDto], description: `In creation order; at most ${OPTION_LIMITS.groupsPerShopMax}` })
  data!: OptionGroupDto[];
}

export class OptionGroupDeletedDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: OPTION_API_MESSAGES.groupDeleted })
  message!: string;
}
