import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CUSTOMER_EMPTY,
  CUSTOMER_SUCCESS,
  type CustomerOrder,
  type CustomerProfile,
  formatInIndia,
  formatRupees,
  rupeesToPaise,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, EmptyState, ErrorBox, OrderStatusBadge, Spinner, toast, useLocale, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useListMyOrdersQuery } from '../../store/customer.api';
import { CustomerAccountDialog, type AccountMode } from './customer-account-dialog';
import { endCustomerSession, useCustomerSession } from './customer-session';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';

/**
 * `/customer/orders`: a signed-in customer's orders, newest first, each opening its status page.
 * Without a sign-in it offers one (the orders of a device without an account are on their
 * confirmation and status pages).
 */
export default function MyOrdersPage() {
  const customer = useCustomerSession();
  const [dialog, setDialog] = useState<AccountMode | null>(null);
  const [expired, setExpired] = useState(false);
  const headingId = useId();
  const { t } = useText();
  const tm = useMessage();
  useDocumentTitle(t('account.ordersTitle'));
  /** The Login button that opened the dialog is gone once signed in: the focus goes to the page's heading. */
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onExpired = useCallback(() => setExpired(true), []);

  const signOut = () => {
    endCustomerSession();
    toast.success(tm(CUSTOMER_SUCCESS.signedOut));
    // The Sign out button goes away with the session.
    headingRef.current?.focus();
  };

  return (
    <main className="container" style={{ padding: '12px 16px 48px', maxWidth: 760 }} aria-labelledby={headingId}>
      <div className="page-header" style={{ margin: '8px 0 12px' }}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} style={{ fontSize: 'clamp(1.4rem, 5vw, 1.9rem)', margin: 0 }}>
          {t('account.ordersTitle')}
        </h1>
        {customer && (
          <Button variant="secondary" onClick={signOut}>
            {t('account.signOut')}
          </Button>
        )}
      </div>

      {customer ? (
        <SignedInOrders key={customer._id} customer={customer} onExpired={onExpired} />
      ) : (
        <section className="card" aria-labelledby={`${headingId}-prompt`}>
          <h2 id={`${headingId}-prompt`} style={{ fontSize: '1.1rem' }}>
            {expired ? t('account.expiredTitle') : t('account.promptTitle')}
          </h2>
          <p>{t('account.promptText')}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button onClick={() => setDialog('login')}>{t('common.login')}</Button>
            <Button variant="secondary" onClick={() => setDialog('register')}>
              {t('common.register')}
            </Button>
          </div>
        </section>
      )}

      <CustomerAccountDialog
        open={dialog !== null}
        initialMode={dialog ?? 'login'}
        onClose={() => setDialog(null)}
        onSignedIn={() => {
          setExpired(false);
          setTimeout(() => headingRef.current?.focus());
        }}
      />
    </main>
  );
}

function SignedInOrders({ customer, onExpired }: { customer: CustomerProfile; onExpired: () => void }) {
  const { t } = useText();
  const tm = useMessage();
  const { currentData: orders, isError, error, refetch } = useListMyOrdersQuery(customer._id);
  const expired = isError && (error as QueryError).status === 401;
  useEffect(() => {
    if (!expired) return;
    // The API client dropped the expired sign-in; say so and offer a new one.
    endCustomerSession();
    onExpired();
  }, [expired, onExpired]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const status = orders ? 'ready' : isError && !expired ? 'failed' : 'loading';

  const who = customer.name || customer.email || customer.mobile;
  return (
    <>
      {who && <p style={{ marginTop: 0, color: 'var(--c-muted)' }}>{t('common.signedInAs', { who })}</p>}
      {status === 'loading' && <Spinner label={t('account.loading')} />}
      {status === 'failed' && <ErrorBox onRetry={retry}>{t('account.loadFailed')}</ErrorBox>}
      {orders && orders.length === 0 && (
        <EmptyState title={tm(CUSTOMER_EMPTY.noOrders)}>
          <p>{t('account.noOrdersHint')}</p>
          <Link className="btn btn-primary" to="/customer/nearby-shops">
            {t('account.findShop')}
          </Link>
        </EmptyState>
      )}
      {orders && orders.length > 0 && (
        <ul aria-label={t('account.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function OrderRow({ order }: { order: CustomerOrder }) {
  const { t } = useText();
  const locale = useLocale();
  const total = order.total_amount ?? order.totalAmount ?? 0;
  return (
    <article className="card" style={{ display: 'grid', gap: 4 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <h2 style={{ fontSize: '1.02rem', margin: 0 }}>
          <Link to={`/customer/orders/${encodeURIComponent(order._id)}`}>
            <span className="sr-only">{t('account.order')} </span>
            {order.order_id || order._id}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p style={{ margin: 0 }}>{order.shop_name}</p>
      <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <strong>{formatRupees(rupeesToPaise(total))}</strong>
        <span style={{ color: 'var(--c-muted)' }}>
          {' '}
          {order.created_at ? formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, locale) : order.date}
        </span>
      </p>
    </article>
  );
}
