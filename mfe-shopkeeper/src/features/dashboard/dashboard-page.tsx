import { lazy, Suspense, useState } from 'react';
import { Trans } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  activePlanId,
  BILLING_PERIODS,
  type BillingPeriod,
  formatInIndia,
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
import { Button, EmptyState, ErrorBox, OrderStatusBadge, Spinner, StatCard, TableRegion, useLocale, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import { useDaySummaryQuery } from '../../store/orders.api';
import { useShopSession } from '../auth/shop-session';
import { registerPath, RegisterPrompt } from '../frame/register-prompt';
import { useShopMenu } from '../menu/use-shop-menu';
import { orderAmount, orderClock } from '../orders/order-format';
import { OrderLines } from '../orders/order-lines';
import { shareShop } from '../share/share-shop';
import { VerifyMobileCard } from './verify-mobile-card';

// The plan dialog (and its payment step) loads when first opened.
const PlanDialog = lazy(() => import('../plans/plan-dialog'));

/** Quick actions a plan opens (docs/product.md §2 lock overlays): locked until the shop's plan includes them. */
const PAID_ACTIONS: readonly { id: 'customers' | 'analytics'; feature: PaidFeature; to: string }[] = [
  { id: 'customers', feature: 'order_history', to: '/shop/orders' },
  { id: 'analytics', feature: 'sales_reports', to: '/shop/reports' },
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
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
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
  const actionLabel = (id: (typeof PAID_ACTIONS)[number]['id']) =>
    id === 'customers' ? t('dashboard.quick.customers') : t('dashboard.quick.analytics');
  /** A plan's name ("Starter"), in the shopkeeper's language. */
  const planName = (id: PlanId | undefined | null) => {
    const name = id ? planById(id)?.name : undefined;
    return name === undefined ? '' : tm(name);
  };
  /** A plan's date: "25 Nov 2027", India's calendar day (plans/plan-date's, in the shopkeeper's language). */
  const planDate = (value: string) => formatInIndia(value, { day: 'numeric', month: 'short', year: 'numeric' }, locale);

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
            {t('dashboard.title')}
          </h1>
          <p className="stat-hint" style={{ margin: '4px 0 0' }}>
            {shop?.name}
            {!trial && shop && (
              <>
                {' '}
                · {t('dashboard.shopCode')} <strong className="mono">{shop.code}</strong>
              </>
            )}
          </p>
        </div>
        {/* A trial shop is on this device only: customers cannot open it, so there is nothing to share (the Guest Mode card says so). */}
        {!trial && shop && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="secondary" busy={sharing} onClick={() => void share()}>
              {t('dashboard.share')}
            </Button>
            <Link className="btn btn-secondary" to="/shop/poster">
              {t('dashboard.poster')}
            </Link>
          </div>
        )}
      </div>

      {trial && (
        <section className="card" aria-labelledby="guest-title" style={{ borderColor: 'var(--c-primary)', margin: '16px 0' }}>
          <h2 id="guest-title" style={{ marginTop: 0 }}>
            {t('dashboard.guest.title')}
          </h2>
          <p>{t('dashboard.guest.text')}</p>
          <Link className="btn btn-primary" to={registerPath('/shop/dashboard')}>
            {t('dashboard.guest.register')}
          </Link>
        </section>
      )}
      {!trial && shopUser && shopUser.mobileVerified === false && <VerifyMobileCard user={shopUser} shop={shop} />}

      <h2 className="sr-only">{t('dashboard.today')}</h2>
      {loading && <Spinner label={t('dashboard.figures.loading')} />}
      {failed && <ErrorBox onRetry={retry}>{summary ? t('dashboard.figures.stale') : t('dashboard.figures.failed')}</ErrorBox>}
      <div className="stat-grid" style={{ marginTop: 16 }} aria-busy={loading || undefined}>
        <StatCard
          label={t('dashboard.figures.sales')}
          value={figure(formatRupees(rupeesToPaise(summary?.todays_sales ?? 0)))}
          hint={t('dashboard.figures.salesHint')}
        />
        <StatCard label={t('dashboard.figures.orders')} value={figure(summary?.todays_orders)} />
        {/* docs/product.md "UPI payments and bills": what the shop has marked paid today, and what it has not (cancelled aside). */}
        <StatCard
          label={t('dashboard.figures.paid')}
          value={figure(formatRupees(rupeesToPaise(summary?.todays_paid ?? 0)))}
          hint={t('dashboard.figures.paidHint')}
        />
        <StatCard
          label={t('dashboard.figures.unpaid')}
          value={figure(formatRupees(rupeesToPaise(summary?.todays_unpaid ?? 0)))}
          hint={t('dashboard.figures.unpaidHint')}
        />
        <StatCard
          label={t('dashboard.figures.newCustomers')}
          value={figure(summary?.new_customers)}
          hint={t('dashboard.figures.newCustomersHint')}
        />
        <StatCard
          label={t('dashboard.figures.popular')}
          value={figure(summary?.popular_product?.name ?? '–')}
          hint={
            summary?.popular_product
              ? t('dashboard.figures.orderedToday', { quantity: summary.popular_product.quantity })
              : t('dashboard.figures.nothingYet')
          }
        />
      </div>

      <h2>{t('dashboard.quick.title')}</h2>
      <ul className="quick-actions" style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <li>
          <Link className="btn btn-primary" to="/shop/products?add=true">
            {t('dashboard.quick.addProduct')}
          </Link>
        </li>
        <li>
          <Link className="btn btn-secondary" to="/shop/orders?add=true">
            {t('dashboard.quick.createOrder')}
          </Link>
        </li>
        {PAID_ACTIONS.map((action) =>
          !trial && planIncludes(plan, action.feature) ? (
            <li key={action.id}>
              <Link className="btn btn-secondary" to={action.to}>
                {actionLabel(action.id)}
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
                {actionLabel(action.id)}
              </Button>
            </li>
          ),
        )}
      </ul>
      {(trial || PAID_ACTIONS.some((a) => !planIncludes(plan, a.feature))) && (
        <p id="locked-note" className="stat-hint">
          {trial
            ? t('dashboard.locked.trial')
            : t('dashboard.locked.list', {
                list: PAID_ACTIONS.filter((a) => !planIncludes(plan, a.feature))
                  .map((a) =>
                    t('dashboard.locked.comesWith', { action: actionLabel(a.id), plan: planName(PAID_FEATURES[a.feature].plan) }),
                  )
                  .join('; '),
              })}
        </p>
      )}

      {!trial && mode === 'api' && (
        <section className="card" aria-labelledby="plan-title" style={{ margin: '16px 0' }}>
          <h2 id="plan-title" style={{ marginTop: 0 }}>
            {t('dashboard.plan.title')}
          </h2>
          {current && plan ? (
            <>
              <p>
                <strong>{planName(current)}</strong>{' '}
                {t('dashboard.plan.until', {
                  period: plan.period === 'yearly' ? t('dashboard.plan.yearly') : t('dashboard.plan.monthly'),
                  date: planDate(plan.renews_at),
                })}
              </p>
              {endsSoon(plan.renews_at) && (
                <p role="status" style={{ fontWeight: 600 }}>
                  {t('dashboard.plan.endsSoon')}
                </p>
              )}
            </>
          ) : (
            <p>
              {plan
                ? t('dashboard.plan.ended', { plan: planName(plan.id), date: planDate(plan.renews_at) })
                : t('dashboard.plan.free')}{' '}
              {t('dashboard.plan.offer')}
            </p>
          )}
          <Button variant={current ? 'secondary' : 'primary'} aria-haspopup="dialog" onClick={() => setPlansOpen(true)}>
            {current ? t('dashboard.plan.change') : t('dashboard.plan.choose')}
          </Button>
        </section>
      )}

      {summary && summary.orders_summary.length > 0 && (
        <>
          <h2 id="summary-title">{t('dashboard.summary.title')}</h2>
          <p className="stat-hint">{t('dashboard.summary.hint')}</p>
          <TableRegion labelledBy="summary-title">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.summary.item')}</th>
                <th scope="col">{t('dashboard.summary.amount')}</th>
                <th scope="col">{t('dashboard.summary.quantity')}</th>
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
          {t('dashboard.recent.title')}
        </h2>
        <Link to="/shop/orders">{t('dashboard.recent.all')}</Link>
      </div>
      <p className="stat-hint">{t('dashboard.recent.hint')}</p>
      {!summary ? null : summary.recent_orders.length === 0 ? (
        <EmptyState title={t('dashboard.recent.emptyTitle')}>
          {products.length === 0 ? (
            <p>
              <Trans
                i18nKey="dashboard.recent.startWithMenu"
                i18n={shopkeeperI18n}
                t={t}
                components={{ add: <Link to="/shop/products?add=true" /> }}
              />
            </p>
          ) : trial ? (
            <p>{t('dashboard.recent.emptyTrial')}</p>
          ) : (
            <p>{t('dashboard.recent.emptyShare')}</p>
          )}
        </EmptyState>
      ) : (
        <TableRegion labelledBy="recent-title">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.recent.order')}</th>
              <th scope="col">{t('dashboard.recent.time')}</th>
              <th scope="col">{t('dashboard.recent.items')}</th>
              <th scope="col">{t('dashboard.recent.total')}</th>
              <th scope="col">{t('dashboard.recent.status')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.recent_orders.map((o) => (
              <tr key={o._id}>
                <td className="mono">{o.order_id}</td>
                <td>
                  {orderClock(o.time, locale)}
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
        feature={locked ? tm(PAID_FEATURES[locked.feature].label) : undefined}
      />
      {showPlans && shop && (
        <Suspense fallback={<Spinner label={t('dashboard.plan.loading')} />}>
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
