import { HttpException, HttpStatus } from '@nestjs/common';
import { type PaidFeature, planIncludes, planRequiredMessage } from '@chowk/contracts';
import type { Shop } from '../../modules/catalogue/schemas/shop.schema';
import { shopPlanView } from '../../modules/catalogue/shops/shop-plan-view';

/**
 * A paid route asked for by a shop whose plan does not include it: 402 Payment Required with
 * the feature and the plan it comes with ('Sales reports comes with the Starter plan. …').
 */
export class PlanRequiredException extends HttpException {
  constructor(readonly feature: PaidFeature) {
    super(
      { statusCode: HttpStatus.PAYMENT_REQUIRED, message: planRequiredMessage(feature), feature },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }
}

/** The one gate of every paid route: call it once the owner's shop is loaded. */
export function assertPlanIncludes(shop: Pick<Shop, 'plan'>, feature: PaidFeature, now: Date): void {
  if (!planIncludes(shopPlanView(shop), feature, now)) throw new PlanRequiredException(feature);
}

/** The same test without the throw (a read that shows less on a lower plan). */
export const shopHasFeature = (shop: Pick<Shop, 'plan'>, feature: PaidFeature, now: Date): boolean =>
  planIncludes(shopPlanView(shop), feature, now);
