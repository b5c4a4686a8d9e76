import { Types } from 'mongoose';
import { type BillingPeriod, periodEnd, type PlanId } from '@chowk/contracts';
import type { TestApp } from './test-app';

/**
 * Gives a shop a plan as a settled payment would (the payment module's own specs buy plans
 * through the sandbox gateway; other specs only need a shop that has one). `expired` makes a
 * plan that ran out a minute before `now`.
 */
export async function grantPlan(
  t: TestApp,
  shopId: string,
  plan: PlanId,
  { period = 'monthly', now = new Date(), expired = false }: { period?: BillingPeriod; now?: Date; expired?: boolean } = {},
): Promise<void> {
  const renewsAt = expired ? new Date(now.getTime() - 60_000) : periodEnd(now, period);
  const startedAt = expired ? new Date(renewsAt.getTime() - 30 * 24 * 3600_000) : now;
  await t.connection
    .collection('shops')
    .updateOne(
      { _id: new Types.ObjectId(shopId) },
      { $set: { plan: { id: plan, period, startedAt, renewsAt, paymentId: new Types.ObjectId() } } },
    );
}
