import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PUSH_AUTH_PATTERN,
  PUSH_ENDPOINT_PATTERN,
  PUSH_LIMITS,
  PUSH_MESSAGES,
  PUSH_P256DH_PATTERN,
  type PushDevice,
  type PushDeviceResponse,
  type PushDevicesResponse,
  type PushKeyResponse,
  type PushMessageResponse,
  type PushSubscriptionPayload,
  validatePushSubscription,
} from '@chowk/contracts';
import { optionalTrimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

/**
 * The syntax every environment takes (http://localhost and http://127.0.0.1 included, for
 * development and tests); production then refuses those, in the controller, with the same
 * message (PushSubscriptionsController.save).
 */
const syntaxRule = (payload: never) => validatePushSubscription(payload, { allowLocalHttp: true });

/**
 * PUT /shops/{id}/push-subscriptions: what `PushSubscription.toJSON()` gives, without its
 * `expirationTime`, and an optional name. Unknown fields are refused; anything of the wrong
 * type, an object such as `{"$gt": ""}` included, is a 422 with the button's message.
 */
export class PushSubscriptionDto implements PushSubscriptionPayload {
  @ApiProperty({
    type: 'string',
    maxLength: PUSH_LIMITS.endpointMax,
    pattern: PUSH_ENDPOINT_PATTERN.source,
    description:
      'The push service’s URL for this browser (PushSubscription.endpoint): https:// and a host name. ' +
      'Outside production http://localhost and http://127.0.0.1 are also taken (local stand-ins); ' +
      'production refuses them and names like *.localhost, *.local and *.internal.',
    example: 'https://fcm.googleapis.com/fcm/send/dXk1qQz8e0c:APA91bF_x-y',
  })
  @FollowsRule(syntaxRule)
  endpoint!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: false,
    required: ['p256dh', 'auth'],
    // `required` above is the keys' own; this says `keys` itself is required in the body.
    selfRequired: true,
    description: 'PushSubscription.toJSON().keys: exactly these two (an unknown key is refused)',
    properties: {
      p256dh: {
        type: 'string',
        pattern: PUSH_P256DH_PATTERN.source,
        description: "The browser's P-256 public key: 65 bytes, base64url without padding",
        example: `B${'Nx3k'.repeat(21)}Ab`,
      },
      auth: {
        type: 'string',
        pattern: PUSH_AUTH_PATTERN.source,
        description: 'The 16-byte auth secret, base64url without padding',
        example: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  })
  @FollowsRule(syntaxRule)
  keys!: { p256dh: string; auth: string };

  @ApiPropertyOptional({
    ...optionalTrimmedText(PUSH_LIMITS.labelMax, 'Counter phone'),
    nullable: true,
    description: `What the device list calls it, at most ${PUSH_LIMITS.labelMax} characters once trimmed; absent, null or blank: named from the browser ("Chrome on Android")`,
  })
  @Trim()
  @FollowsRule(syntaxRule)
  label?: string;
}

export class PushDeviceDto implements PushDevice {
  @ApiProperty({ example: '665f1c2e8b3e4a0012345678' })
  _id!: string;
  @ApiProperty({ example: 'Chrome on Android' })
  label!: string;
  @ApiProperty({ format: 'date-time', description: 'When it turned order alerts on for this shop' })
  created_at!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'The last alert its push service took' })
  last_sent_at!: string | null;
}

export class PushDevicesResponseDto implements PushDevicesResponse {
  @ApiProperty({ type: 'boolean', enum: [true] })
  success!: true;
  @ApiProperty({ type: [PushDeviceDto], description: 'Newest first' })
  data!: PushDeviceDto[];
}

export class PushDeviceResponseDto implements PushDeviceResponse {
  @ApiProperty({ type: 'boolean', enum: [true] })
  success!: true;
  @ApiProperty({ example: PUSH_MESSAGES.subscribed })
  message!: string;
  @ApiProperty({ type: PushDeviceDto })
  data!: PushDeviceDto;
}

export class PushMessageResponseDto implements PushMessageResponse {
  @ApiProperty({ type: 'boolean', enum: [true] })
  success!: true;
  @ApiProperty({ example: PUSH_MESSAGES.unsubscribed })
  message!: string;
}

export class PushKeyDto implements PushKeyResponse {
  @ApiProperty({
    pattern: PUSH_P256DH_PATTERN.source,
    description: "The VAPID application server key (P-256, 65 bytes, base64url): PushManager.subscribe's applicationServerKey",
  })
  public_key!: string;
}
