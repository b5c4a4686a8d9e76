import { ApiResponse } from '@nestjs/swagger';
import { type PaidFeature, planRequiredMessage } from '@chowk/contracts';
import { ErrorBodyDto } from '../../../common/openapi/error-body.dto';

/** 402 Payment Required of a paid route (assertPlanIncludes): `{message, feature}`. */
export const ApiPlanRequired = (feature: PaidFeature, description = planRequiredMessage(feature)) =>
  ApiResponse({ status: 402, description: `${description} (\`feature\`: ${feature})`, type: ErrorBodyDto });
