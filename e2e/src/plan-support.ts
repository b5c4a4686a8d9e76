import mongoose from 'mongoose';
import type { BillingPeriod, PlanId } from '@chowk/contracts';
import { periodEnd } from '@chowk/contracts';

/**
 * Gives a shop a plan straight in the test database, as a settled payment would: for specs of
 * what a plan opens. Buying one through the sandbox gateway is payments.spec.ts's own test.
 * The global setup names the database in E2E_MONGODB_URI.
 */
export async function grantPlan(shopId: string, plan: PlanId, period: BillingPeriod = 'monthly'): Promise<void> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through e2e/playwright.config.ts');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const now = new Date();
    await connection.collection('shops').updateOne(
      { _id: new mongoose.Types.ObjectId(shopId) },
      {
        $set: {
          plan: {
            id: plan,
            period,
            startedAt: now,
            renewsAt: periodEnd(now, period),
            paymentId: new mongoose.Types.ObjectId(),
          },
        },
      },
    );
  } finally {
    await connection.close();
  }
}
