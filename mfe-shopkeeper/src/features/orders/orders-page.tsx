import { useCallback, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_ORDER_SORT,
  deskRangeErrors,
  indiaDateTime,
  indiaIsoDate,
  isIsoDate,
  knownStatus,
  type Order,
  ORDER_DESK_LIMITS,
  ORDER_DESK_MESSAGES,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderSort,
  type OrderStatus,
  PAYMENT_DESK_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentOf,
  planIncludes,
  REPORT_MESSAGES,
  statusLabel,
} from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import {
  Button,
  EmptyState,
  ErrorBox,
  SkeletonRows,
  Spinner,
  StatCard,
  TableRegion,
  toast,
  useLocale,
  useMessage,
} from '@chowk/ui';
import type { QueryError } from '@chowk/store/query';
import type { OrdersPage } from '../../data/source';
import { useText } from '../../i18n';
import { useDaySummaryQuery, useQueryOrdersInfiniteQuery, useSetOrderStatusMutation } from '../../store/orders.api';
import { selectShopData } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { useMediaQuery } from '../menu/use-media-query';
import { AlertsHint } from '../alerts/alerts-hint';
import { KeepScreenOn } from '../alerts/keep-screen-on';
import { usePrinting } from '../printing/use-printing';
import { AddOrderDialog } from './add-order-dialog';
import { OrderDialog, OrderLink } from './order-dialog';
import { contactOf, orderAmount, orderClock } from './order-format';
import { OrderLines } from './order-lines';
import { OrderStatusSelect } from './order-status-select';
import { awaitsPayment, MarkPaidButton, PaymentBadge, PaymentNoticeBar, usePaymentChanges } from './order-payment';
import { useFailureText } from './use-failure-text';

/** Phones: below 700 px the table becomes a list of cards (seven columns do not fit). */
export const PHONE_SCREEN = '(max-width: 699px)';
/** docs/product.md §9: filter changes are debounced 300 ms (the search box here). */
export const SEARCH_DEBOUNCE_MS = 300;

const parseStatus = (v: string | null): OrderStatus | undefined =>
  (ORDER_STATUSES as readonly string[]).includes(v ?? '') ? (v as OrderStatus) : undefined;
const parsePayment = (v: string | null): PaymentStatus | undefined =>
  (PAYMENT_STATUSES as readonly string[]).includes(v ?? '') ? (v as PaymentStatus) : undefined;
const parseSort = (v: string | null): OrderSort =>
  (ORDER_SORTS as readonly string[]).includes(v ?? '') ? (v as OrderSort) : DEFAULT_ORDER_SORT;
const parseDate = (v: string | null): string | undefined => (isIsoDate(v) ? v : undefined);

/** Where the plan dialog opens (the dashboard's `show-subscription-plan`). */
const CHOOSE_PLAN_PATH = '/shop/dashboard?show-subscription-plan=true';

/** The desk's loaded pages as one list: an order a later page brings again (the pages shifted as orders came) shows once. */
function distinctOrders(pages: readonly OrdersPage[] | undefined): Order[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) => page.orders.filter((o) => !seen.has(o._id) && Boolean(seen.add(o._id))));
}

/** The mark of a customer's order nobody has attended to yet (it rings until then). */
function NewMarker() {
  const { t } = useText();
  return (
    <span className="badge" style={{ marginLeft: 6, background: 'var(--c-primary)', color: '#fff' }}>
      {t('orders.new')}
    </span>
  );
}

/**
 * /shop/orders, the order desk (docs/product.md §2 Orders screen, §4, §9): search, status and
 * payment filters and sort (kept in the URL), From/To days with order history (the Starter plan;
 * without it today's orders and a note saying so), today's and pending counts, the orders 20 at a
 * time with each row's status dropdown, its payment badge and a one-tap "Mark paid" (with Undo;
 * docs/product.md "UPI payments and bills"), kept current by the live orders, and the add-order
 * dialog (also `?add=true`).
 */
export default function OrdersPage() {
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const failure = useFailureText();
  const { unseenOrderIds } = useAppSelector(selectShopData);
  const narrow = useMediaQuery(PHONE_SCREEN);
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const payment = parsePayment(params.get('payment'));
  const sort = parseSort(params.get('sort'));
  const search = (params.get('search') ?? '').trim().slice(0, ORDER_DESK_LIMITS.searchMax);
  // Order history (the Starter plan): From/To days in the URL. Without it the API lists today's
  // orders, and a trial keeps listing its own orders as ever.
  const { mode, shop: sessionShop } = useShopSession();
  const shopId = sessionShop?._id;
  const history = mode === 'api' && planIncludes(sessionShop?.plan, 'order_history');
  const askedFrom = history ? parseDate(params.get('from')) : undefined;
  const askedTo = history ? parseDate(params.get('to')) : undefined;
  const rangeError = deskRangeErrors({ from: askedFrom, to: askedTo }).to;
  const from = rangeError ? undefined : askedFrom;
  const to = rangeError ? undefined : askedTo;
  const list = useQueryOrdersInfiniteQuery(shopId ? { shopId, status, payment, sort, search, from, to } : skipToken);
  const pages = list.currentData?.pages;
  const orders = useMemo(() => distinctOrders(pages), [pages]);
  const desk = {
    orders,
    total: pages?.at(-1)?.total ?? orders.length,
    hasMore: list.hasNextPage,
    loading: !pages && !list.isError,
    failed: !pages && list.isError,
    more: list.isFetchingNextPage ? 'loading' : list.isFetchNextPageError ? 'failed' : 'idle',
    retry: () => void list.refetch(),
    loadMore: () => void list.fetchNextPage(),
  };
  const figures = useDaySummaryQuery(shopId ?? skipToken);
  const [saveStatus] = useSetOrderStatusMutation();
  const payments = usePaymentChanges();
  const printing = usePrinting();
  const [today] = useState(() => indiaDateTime(new Date()).date);
  const [todayIso] = useState(() => indiaIsoDate(new Date()));

  // The box as typed; the URL (and the query) follow 300 ms after the last key.
  const [text, setText] = useState(search);
  const [urlSearch, setUrlSearch] = useState(search);
  if (urlSearch !== search) {
    // The URL changed without the box (Clear, Back): the box follows it.
    setUrlSearch(search);
    if (text.trim() !== search) setText(search);
  }

  const setQuery = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => setQuery({ search: text.trim() || null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setQuery]);

  // The dashboard's Create Order opens the dialog (?add=true); the flag then goes, so a reload
  // or Back does not open it again.
  const [adding, setAdding] = useState(() => params.get('add') === 'true');
  useEffect(() => {
    if (params.get('add') === 'true') setQuery({ add: null });
  }, [params, setQuery]);
  const openAdd = () => setAdding(true);

  // A customer's new order keeps ringing while it is on screen: seeing a row is not attending
  // to it. It stops when its status changes or the alert is opened (the frame's banner).
  // The status being saved per order: shown at once, the old one back if the save fails.
  const [saving, setSaving] = useState<Readonly<Record<string, OrderStatus>>>({});
  const changeStatus = async (order: Order, next: OrderStatus) => {
    if (saving[order._id] || next === knownStatus(order.status)) return;
    setSaving((s) => ({ ...s, [order._id]: next }));
    try {
      const saved = await saveStatus({ id: order._id, status: next }).unwrap();
      toast.success(tm(ORDER_DESK_MESSAGES.statusUpdated));
      printing.afterStatusChange(saved);
    } catch (error) {
      toast.error(failure(error as QueryError, ORDER_DESK_MESSAGES.statusFailed));
    } finally {
      setSaving(({ [order._id]: _done, ...rest }) => rest);
    }
  };

  const filtered = Boolean(status || payment || search || from || to);
  const clearFilters = () => {
    setText('');
    setQuery({ search: null, status: null, payment: null, from: null, to: null });
  };

  const statusOf = (o: Order) => saving[o._id] ?? o.status;
  const isNew = (o: Order) => unseenOrderIds.includes(o._id) && knownStatus(o.status) === 'pending';
  const select = (o: Order) => (
    <OrderStatusSelect
      order={o}
      shown={statusOf(o)}
      busy={Boolean(saving[o._id])}
      onChange={(next) => void changeStatus(o, next)}
    />
  );
  const paid = (o: Order) => (
    <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
      <PaymentBadge payment={paymentOf(o)} />
      {awaitsPayment(o) && <MarkPaidButton order={o} busy={Boolean(payments.busy[o._id])} onChange={payments.change} />}
    </div>
  );
  const customer = (o: Order) => {
    const contact = contactOf(o);
    if (!o.customer_name && !contact) return <span className="stat-hint">{t('orders.walkIn')}</span>;
    return (
      <>
        {o.customer_name && <div>{o.customer_name}</div>}
        {contact && <div className={o.customer_name ? 'stat-hint' : undefined}>{contact}</div>}
      </>
    );
  };
  const when = (o: Order) => (
    <>
      {orderClock(o.time, locale)}
      {o.date && o.date !== today && <div className="stat-hint">{o.date}</div>}
    </>
  );

  let body: React.ReactNode;
  if (desk.loading) {
    body = narrow ? (
      <div aria-busy="true">
        <Spinner label={t('orders.loading')} />
      </div>
    ) : (
      <>
        <TableRegion caption={t('orders.loadingCaption')} busy>
          <tbody>
            <SkeletonRows rows={5} columns={8} />
          </tbody>
        </TableRegion>
        <span className="sr-only" role="status">
          {t('orders.loading')}
        </span>
      </>
    );
  } else if (desk.failed) {
    // docs/product.md §8 says fetching orders fails silently with an empty list; an empty desk would read
    // as "No orders yet" while orders wait, so the failure is said, with a retry.
    body = <ErrorBox onRetry={desk.retry}>{t('orders.failed')}</ErrorBox>;
  } else if (desk.orders.length === 0) {
    body = filtered ? (
      <EmptyState title={t('orders.noMatch.title')}>
        <p>{from || to ? t('orders.noMatch.withDates') : t('orders.noMatch.hint')}</p>
        <Button variant="secondary" onClick={clearFilters}>
          {t('orders.noMatch.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={t('orders.empty.title')}>
        <p>{mode === 'trial' ? t('orders.empty.trial') : t('orders.empty.hint')}</p>
        <Button onClick={openAdd}>{t('orders.add.open')}</Button>
      </EmptyState>
    );
  } else if (narrow) {
    body = (
      <ul aria-label={t('orders.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {desk.orders.map((o) => (
          <li key={o._id} className="card" style={{ padding: 14 }} data-testid={`order-${o._id}`}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'baseline' }}>
              <span>
                <strong className="mono">
                  <OrderLink order={o} />
                </strong>
                {isNew(o) && <NewMarker />}
              </span>
              <strong style={{ whiteSpace: 'nowrap' }}>{orderAmount(o)}</strong>
            </div>
            <div className="stat-hint">{when(o)}</div>
            <div style={{ marginTop: 6 }}>{paid(o)}</div>
            <div style={{ marginTop: 6 }}>{customer(o)}</div>
            <div style={{ margin: '6px 0', overflowWrap: 'anywhere' }}>
              <OrderLines order={o} />
            </div>
            {o.notes && (
              <p className="stat-hint" style={{ margin: '0 0 6px', overflowWrap: 'anywhere' }}>
                {t('orders.notesLine', { notes: o.notes })}
              </p>
            )}
            {select(o)}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <TableRegion caption={t('orders.title')}>
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.order')}</th>
            <th scope="col">{t('orders.columns.time')}</th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.items')}</th>
            <th scope="col">{t('orders.columns.total')}</th>
            <th scope="col">{t('orders.columns.payment')}</th>
            <th scope="col">{t('orders.columns.status')}</th>
            <th scope="col">{t('orders.columns.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {desk.orders.map((o) => (
            <tr key={o._id} data-testid={`order-${o._id}`}>
              <td>
                <span className="mono" style={{ whiteSpace: 'nowrap' }}>
                  <OrderLink order={o} />
                </span>
                {isNew(o) && <NewMarker />}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{when(o)}</td>
              <td>{customer(o)}</td>
              <td>
                <OrderLines order={o} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{orderAmount(o)}</td>
              <td>{paid(o)}</td>
              <td>{select(o)}</td>
              <td style={{ overflowWrap: 'anywhere' }}>{o.notes || <span className="stat-hint">–</span>}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    );
  }

  const count = t('orders.count', { count: desk.total });
  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="orders-title">
      <div className="toolbar">
        <h1 id="orders-title" style={{ margin: 0 }}>
          {t('orders.title')}
        </h1>
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
          <KeepScreenOn />
          <Button onClick={openAdd}>{t('orders.add.open')}</Button>
        </div>
      </div>
      <AlertsHint />

      <h2 className="sr-only">{t('orders.today.title')}</h2>
      <div className="stat-grid" aria-busy={(!figures.data && !figures.isError) || undefined}>
        <StatCard label={t('orders.today.orders')} value={figures.data?.todays_orders ?? '…'} />
        <StatCard
          label={t('orders.today.pending')}
          value={figures.data?.pending_orders ?? '…'}
          hint={t('orders.today.pendingHint')}
        />
      </div>
      {figures.isError && (
        <ErrorBox onRetry={() => void figures.refetch()}>
          {figures.data ? t('orders.today.stale') : t('orders.today.failed')}
        </ErrorBox>
      )}

      <div className="toolbar" role="search" aria-label={t('orders.filters.find')}>
        <label className="sr-only" htmlFor="orders-search">
          {t('orders.filters.search')}
        </label>
        <input
          id="orders-search"
          className="search-input"
          type="search"
          placeholder={t('orders.filters.searchPlaceholder')}
          maxLength={ORDER_DESK_LIMITS.searchMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="orders-status">{t('orders.filters.status')}</label>
            <select id="orders-status" value={status ?? ''} onChange={(e) => setQuery({ status: e.target.value || null })}>
              <option value="">{t('orders.filters.allStatuses')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {tm(statusLabel(s))}
                </option>
              ))}
            </select>
          </div>
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="orders-payment">{t('orders.filters.payment')}</label>
            <select id="orders-payment" value={payment ?? ''} onChange={(e) => setQuery({ payment: e.target.value || null })}>
              <option value="">{t('orders.filters.allPayments')}</option>
              {PAYMENT_STATUSES.map((p) => (
                <option key={p} value={p}>
                  {tm(PAYMENT_DESK_LABELS[p])}
                </option>
              ))}
            </select>
          </div>
          {history && (
            <>
              <div className="field" style={{ margin: 0 }}>
                <label htmlFor="orders-from">{t('orders.filters.from')}</label>
                <input
                  id="orders-from"
                  type="date"
                  max={todayIso}
                  value={askedFrom ?? ''}
                  aria-invalid={rangeError ? true : undefined}
                  aria-describedby={rangeError ? 'orders-range-error' : undefined}
                  onChange={(e) => setQuery({ from: parseDate(e.target.value) ?? null })}
                />
              </div>
              <div className="field" style={{ margin: 0 }}>
                <label htmlFor="orders-to">{t('orders.filters.to')}</label>
                <input
                  id="orders-to"
                  type="date"
                  max={todayIso}
                  value={askedTo ?? ''}
                  aria-invalid={rangeError ? true : undefined}
                  aria-describedby={rangeError ? 'orders-range-error' : undefined}
                  onChange={(e) => setQuery({ to: parseDate(e.target.value) ?? null })}
                />
              </div>
            </>
          )}
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="orders-sort">{t('orders.filters.sortBy')}</label>
            <select
              id="orders-sort"
              value={sort}
              onChange={(e) => setQuery({ sort: e.target.value === DEFAULT_ORDER_SORT ? null : e.target.value })}
            >
              {ORDER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {tm(ORDER_SORT_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {rangeError && (
        <p className="field-error" id="orders-range-error" role="alert">
          {tm(rangeError)}
        </p>
      )}
      {mode === 'api' && !history && (
        <p className="stat-hint" data-testid="history-note">
          {tm(REPORT_MESSAGES.historyNote)} <Link to={CHOOSE_PLAN_PATH}>{t('orders.choosePlan')}</Link>
        </p>
      )}
      <p className="sr-only" role="status">
        {desk.loading || desk.failed ? '' : t('orders.showing', { shown: desk.orders.length, total: count })}
      </p>

      {body}

      {!desk.loading && !desk.failed && desk.orders.length > 0 && (
        <div style={{ display: 'grid', justifyItems: 'center', gap: 8, margin: '16px 0' }}>
          {desk.more === 'failed' && <ErrorBox onRetry={desk.loadMore}>{t('orders.failed')}</ErrorBox>}
          {desk.hasMore ? (
            desk.more !== 'failed' && (
              // Not disabled while loading: the focus stays on it for the next press.
              <Button
                variant="secondary"
                aria-busy={desk.more === 'loading' || undefined}
                onClick={() => {
                  if (desk.more !== 'loading') desk.loadMore();
                }}
              >
                {desk.more === 'loading' ? t('orders.more.loading') : t('orders.more.load')}
              </Button>
            )
          ) : (
            <p className="stat-hint" style={{ margin: 0 }}>
              {t('orders.more.all', { total: count })}
            </p>
          )}
        </div>
      )}

      {/* Mounted only while open: closing throws away its step, selection, notes and search. */}
      {adding && <AddOrderDialog onClose={() => setAdding(false)} />}
      {params.get('order') ? (
        <OrderDialog
          key={params.get('order')}
          orderId={params.get('order') as string}
          listed={orders.find((o) => o._id === params.get('order'))}
          printing={printing}
          payments={payments}
          onClose={() => setQuery({ order: null })}
        />
      ) : (
        // While the order view is open (a modal dialog: the desk behind it is inert) it says these itself.
        <PaymentNoticeBar notice={payments.notice} onUndo={() => void payments.undo()} floating />
      )}
    </section>
  );
}
