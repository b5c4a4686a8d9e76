import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, MEDIA_MESSAGES, type PaidFeature, planRequiredMessage } from '@chowk/contracts';
import { ErrorBodyDto, ValidationErrorBodyDto } from '../../common/openapi/error-body.dto';

/** 402 Payment Required: the shop's plan does not include the feature (common/plans/plan-gate.ts). */
export const ApiPlanRequired = (feature: PaidFeature) =>
  ApiResponse({
    status: 402,
    description: `The shop's plan does not include it: '${planRequiredMessage(feature)}'`,
    type: ErrorBodyDto,
  });

/** The request body of an upload: the image's bytes, sent with the image's own Content-Type. */
export const ApiImageBody = () =>
  applyDecorators(
    ApiConsumes(...IMAGE_UPLOAD_TYPES),
    ApiBody({
      required: true,
      description: `The image file itself (JPEG, PNG or WebP, at most ${IMAGE_MAX_BYTES} bytes), stored resized as WebP`,
      schema: { type: 'string', format: 'binary' },
    }),
    ApiPayloadTooLargeResponse({
      description: `An image over ${IMAGE_MAX_BYTES} bytes: '${MEDIA_MESSAGES.tooLarge}'`,
      type: ErrorBodyDto,
    }),
    ApiUnprocessableEntityResponse({
      description: `Not a JPEG, PNG or WebP image ('${MEDIA_MESSAGES.unsupportedType}'), or bytes that are not a readable image`,
      type: ValidationErrorBodyDto,
    }),
  );
