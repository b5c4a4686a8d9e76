import { lazy, Suspense, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  activePlanId,
  BILLING_PERIODS,
  type BillingPeriod,
  formatRupees,
  PAID_FEATURES,
  type PaidFeature,
  planById,
  planIncludes,
  PLAN_IDS,
  type PlanId,
  rupeesToPaise,
  type ShopUser,
} from '@chowk/contracts';
import { Button, EmptyState, ErrorBox, OrderStatusBadge, Spinner, StatCard, TableRegion } from '@chowk/ui';
import { useDaySummaryQuery } from '../../store/orders.api';
import { useShopSession } from '../auth/shop-session';
import { registerPath, RegisterPrompt } from '../frame/register-prompt';
import { useShopMenu } from '../menu/use-shop-menu';
import { orderAmount, orderClock } from '../orders/order-format';
import { OrderLines } from '../orders/order-lines';
import { shareShop } from '../share/share-shop';
import { VerifyMobileCard } from './verify-mobile-card';
import { planDate } from '../plans/plan-date';

// The plan dialog (and its payment step) loads when first opened.
const PlanDialog = lazy(() => import('../plans/plan-dialog'));

/** Quick actions a plan opens (docs/product.md §2 lock overlays): locked until the shop's plan includes them. */
const PAID_ACTIONS: readonly { id: string; label: string; feature: PaidFeature; to: string }[] = [
  { id: 'customers', label: 'View Customers', feature: 'order_history', to: '/shop/orders' },
  { id: 'analytics', label: 'View Analytics', feature: 'sales_reports', to: '/shop/reports' },
];

/** A plan that runs out within a week is pointed out on the dashboard (nothing renews by itself). */
const WEEK_MS = 7 * 24 * 3600_000;
const endsSoon = (iso: string): boolean => new Date(iso).getTime() - Date.now() < WEEK_MS;

/** `show-subscription-plan=true` (docs/product.md §2), with an optional plan and period to go straight to paying. */
function usePlanQuery() {
  const [params, setParams] = useSearchParams();
  const open = params.get('show-subscription-plan') === 'true';
  const plan = params.get('plan');
  const billing = params.get('billing');
  const close = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const key of ['show-subscription-plan', 'plan', 'billing']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    open,
    plan: PLAN_IDS.includes(plan as PlanId) ? (plan as PlanId) : null,
    billing: BILLING_PERIODS.includes(billing as BillingPeriod) ? (billing as BillingPeriod) : 'monthly',
    close,
  };
}

/**
 * /shop/dashboard (docs/product.md §2): today's figures (the source's day summary: the API's, or the
 * trial's from its own orders, re-read as orders arrive or change), quick actions, the orders
 * summary and the last 5 orders, sharing the shop, and for a trial the Guest Mode card.
 */
export function DashboardPage() {
  const { mode, user, shop } = useShopSession();
  const { products } = useShopMenu();
  const [locked, setLocked] = useState<(typeof PAID_ACTIONS)[number] | null>(null);
  const [plansOpen, setPlansOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const trial = mode === 'trial';
  const planQuery = usePlanQuery();
  const plan = trial ? null : (shop?.plan ?? null);
  const current = activePlanId(plan);
  // The plan dialog: from a lock, the plan card, or the query; a trial gets the register prompt instead.
  const showPlans = !trial && mode === 'api' && Boolean(shop) && (plansOpen || planQuery.open);
  const showRegister = trial && (locked !== null || planQuery.open);
  const closePlans = () => {
    setPlansOpen(false);
    setLocked(null);
    if (planQuery.open) planQuery.close();
  };
  const figures = useDaySummaryQuery(shop?._id ?? skipToken);
  const summary = figures.data;
  // The figures shown stay through a failed re-read; only the first read shows as loading.
  const loading = !summary && !figures.isError;
  const failed = figures.isError;
  const retry = () => void figures.refetch();
  const shopUser = user as ShopUser | null;
  const figure = (value: React.ReactNode) => (summary ? value : '…');

  const share = async () => {
    if (!shop) return;
    setSharing(true);
    await shareShop(shop);
    setSharing(false);
  };

  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="dashboard-title">
      <div className="toolbar">
        <div>
          <h1 id="dashboard-title" style={{ margin: 0 }}>
            Dashboard
          </h1>
          <p className="stat-hint" style={{ margin: '4px 0 0' }}>
            {shop?.name}
            {!trial && shop && (
              <>
                {' '}
                · shop code <strong className="mono">{shop.code}</strong>
              </>
            )}
          </p>
        </div>
        {/* A trial shop is on this device only: customers cannot open it, so there is nothing to share (the Guest Mode card says so). */}
        {!trial && shop && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="secondary" busy={sharing} onClick={() => void share()}>
              Share Shop
            </Button>
            <Link className="btn btn-secondary" to="/shop/poster">
              Print poster
            </Link>
          </div>
        )}
      </div>

      {trial && (
        <section className="card" aria-labelledby="guest-title" style={{ borderColor: 'var(--c-primary)', margin: '16px 0' }}>
          <h2 id="guest-title" style={{ marginTop: 0 }}>
            Guest Mode
          </h2>
          <p>
            You are trying Chowk on this device. Your menu and orders stay here, analytics are basic, and customers cannot see
            this shop, so it has no link or poster to share yet. Register your shop to go live.
          </p>
          <Link className="btn btn-primary" to={registerPath('/shop/dashboard')}>
            Register your shop
          </Link>
        </section>
      )}
      {!trial && shopUser && shopUser.mobileVerified === false && <VerifyMobileCard user={shopUser} shop={shop} />}

      <h2 className="sr-only">Today</h2>
      {loading && <Spinner label="Loading today's figures…" />}
      {failed && (
        <ErrorBox onRetry={retry}>
          {summary ? "Today's figures could not be refreshed: these are from before." : "Failed to load today's figures"}
        </ErrorBox>
      )}
      <div className="stat-grid" style={{ marginTop: 16 }} aria-busy={loading || undefined}>
        <StatCard
          label="Today's Sales"
          value={figure(formatRupees(rupeesToPaise(summary?.todays_sales ?? 0)))}
          hint="Completed orders"
        />
        <StatCard label="Today's Orders" value={figure(summary?.todays_orders)} />
        {/* docs/product.md "UPI payments and bills": what the shop has marked paid today, and what it has not (cancelled aside). */}
        <StatCard
          label="Today's Paid"
          value={figure(formatRupees(rupeesToPaise(summary?.todays_paid ?? 0)))}
          hint="Marked paid"
        />
        <StatCard
          label="Today's Unpaid"
          value={figure(formatRupees(rupeesToPaise(summary?.todays_unpaid ?? 0)))}
          hint="Not marked paid yet"
        />
        <StatCard label="New Customers" value={figure(summary?.new_customers)} hint="First order here today" />
        <StatCard
          label="Popular Product"
          value={figure(summary?.popular_product?.name ?? '–')}
          hint={summary?.popular_product ? `${summary.popular_product.quantity} ordered today` : 'Nothing ordered yet today'}
        />
      </div>

      <h2>Quick Actions</h2>
      <ul className="quick-actions" style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <li>
          <Link className="btn btn-primary" to="/shop/products?add=true">
            Add Product
          </Link>
        </li>
        <li>
          <Link className="btn btn-secondary" to="/shop/orders?add=true">
            Create Order
          </Link>
        </li>
        {PAID_ACTIONS.map((action) =>
          !trial && planIncludes(plan, action.feature) ? (
            <li key={action.id}>
              <Link className="btn btn-secondary" to={action.to}>
                {action.label}
              </Link>
            </li>
          ) : (
            <li key={action.id}>
              {/* The lock overlay (docs/product.md §2): the action shows, locked; pressing it opens the plans (or, in a trial, the register prompt). */}
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                aria-describedby="locked-note"
                onClick={() => {
                  setLocked(action);
                  if (!trial) setPlansOpen(true);
                }}
              >
                <span aria-hidden="true">🔒 </span>
                {action.label}
              </Button>
            </li>
          ),
        )}
      </ul>
      {(trial || PAID_ACTIONS.some((a) => !planIncludes(plan, a.feature))) && (
        <p id="locked-note" className="stat-hint">
          {trial
            ? 'Locked: register your shop to use these.'
            : `Locked: ${PAID_ACTIONS.filter((a) => !planIncludes(plan, a.feature))
                .map((a) => `${a.label} comes with ${planById(PAID_FEATURES[a.feature].plan)?.name}`)
                .join('; ')}.`}
        </p>
      )}

      {!trial && mode === 'api' && (
        <section className="card" aria-labelledby="plan-title" style={{ margin: '16px 0' }}>
          <h2 id="plan-title" style={{ marginTop: 0 }}>
            Your plan
          </h2>
          {current && plan ? (
            <>
              <p>
                <strong>{planById(current)?.name}</strong> ({plan.period}), until {planDate(plan.renews_at)}.
              </p>
              {endsSoon(plan.renews_at) && (
                <p role="status" style={{ fontWeight: 600 }}>
                  Your plan ends within a week: renew it to keep what it opens (a renewal adds its period to the end).
                </p>
              )}
            </>
          ) : (
            <p>
              {plan
                ? `Your ${planById(plan.id)?.name} plan ended on ${planDate(plan.renews_at)}. `
                : 'Free: today’s orders and your menu. '}
              Order history, sales reports and exports come with Starter; a customised shop, item images and WhatsApp alerts with
              Professional.
            </p>
          )}
          <Button variant={current ? 'secondary' : 'primary'} aria-haspopup="dialog" onClick={() => setPlansOpen(true)}>
            {current ? 'Change or renew plan' : 'Choose a plan'}
          </Button>
        </section>
      )}

      {summary && summary.orders_summary.length > 0 && (
        <>
          <h2 id="summary-title">Orders Summary</h2>
          <p className="stat-hint">Today's completed orders by item</p>
          <TableRegion labelledBy="summary-title">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
                <th scope="col">Quantity</th>
              </tr>
            </thead>
            <tbody>
              {summary.orders_summary.map((row) => (
                <tr key={row.name}>
                  <td>{row.name}</td>
                  <td>{formatRupees(rupeesToPaise(row.amount))}</td>
                  <td>{row.quantity}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}

      <div className="toolbar">
        <h2 id="recent-title" style={{ margin: 0 }}>
          Recent Orders
        </h2>
        <Link to="/shop/orders">All orders</Link>
      </div>
      <p className="stat-hint">last 5 orders</p>
      {!summary ? null : summary.recent_orders.length === 0 ? (
        <EmptyState title="No orders yet">
          {products.length === 0 ? (
            <p>
              Start with your menu: <Link to="/shop/products?add=true">add your first product</Link>.
            </p>
          ) : trial ? (
            <p>Orders you take in the trial show here.</p>
          ) : (
            <p>Share your shop code with customers: their orders show here.</p>
          )}
        </EmptyState>
      ) : (
        <TableRegion labelledBy="recent-title">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Time</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {summary.recent_orders.map((o) => (
              <tr key={o._id}>
                <td className="mono">{o.order_id}</td>
                <td>
                  {orderClock(o.time)}
                  {o.date !== summary.date && <div className="stat-hint">{o.date}</div>}
                </td>
                <td>
                  <OrderLines order={o} />
                </td>
                <td>{orderAmount(o)}</td>
                <td>
                  <OrderStatusBadge status={o.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <RegisterPrompt
        open={showRegister}
        onClose={closePlans}
        from="/shop/dashboard"
        feature={locked ? PAID_FEATURES[locked.feature].label : undefined}
      />
      {showPlans && shop && (
        <Suspense fallback={<Spinner label="Loading plans…" />}>
          <PlanDialog
            open
            onClose={closePlans}
            shop={shop}
            user={shopUser}
            initialPlan={planQuery.open ? planQuery.plan : null}
            initialBilling={planQuery.billing}
          />
        </Suspense>
      )}
    </section>
  );
}
