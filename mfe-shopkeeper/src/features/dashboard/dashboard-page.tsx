import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, ORDER_STATUSES, type Order, rupeesToPaise, type ShopUser } from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import { Button, EmptyState, StatCard } from '@chowk/ui';
import { selectShopData } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { registerPath, RegisterPrompt } from '../frame/register-prompt';
import { shareShop } from '../share/share-shop';
import { dashboardFigures } from './figures';
import { VerifyMobileCard } from './verify-mobile-card';

/** Spec §4: an unknown status shows as Pending. */
export const statusLabel = (status: string): string => {
  const known = (ORDER_STATUSES as readonly string[]).includes(status) ? status : 'pending';
  return known.charAt(0).toUpperCase() + known.slice(1);
};

/** "24-11-2026 14:30" from the order's India date and HH-mm time. */
const orderTime = (o: Order): string => `${o.date} ${o.time.replace('-', ':')}`;

const LOCKED = [
  { id: 'customers', label: 'View Customers', feature: 'The customer list' },
  { id: 'analytics', label: 'View Analytics', feature: 'Detailed analytics' },
] as const;

/**
 * /shop/dashboard (spec §2): today's figures from the shop's real orders (the slice's, loaded
 * by the frame), quick actions, the orders summary and the last 5 orders, sharing the shop, and
 * for a trial the Guest Mode card.
 */
export function DashboardPage() {
  const { mode, user, shop: sessionShop } = useShopSession();
  const { shop, orders, products } = useAppSelector(selectShopData);
  const [locked, setLocked] = useState<(typeof LOCKED)[number] | null>(null);
  const [sharing, setSharing] = useState(false);
  const trial = mode === 'trial';
  const figures = dashboardFigures(orders);
  const shopUser = user as ShopUser | null;

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
      {!trial && shopUser && shopUser.mobileVerified === false && <VerifyMobileCard user={shopUser} shop={sessionShop} />}

      <h2 className="sr-only">Today</h2>
      <div className="stat-grid" style={{ marginTop: 16 }}>
        <StatCard label="Today's Sales" value={formatRupees(figures.todaysSalesPaise)} hint="Completed orders" />
        <StatCard label="Today's Orders" value={figures.todaysOrders} />
        <StatCard label="New Customers" value={figures.newCustomers} hint="Different customers today" />
        <StatCard
          label="Popular Product"
          value={figures.popularProduct?.name ?? '–'}
          hint={figures.popularProduct ? `${figures.popularProduct.quantity} ordered` : 'Nothing ordered yet'}
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
          <Link className="btn btn-secondary" to="/shop/orders">
            Create Order
          </Link>
        </li>
        {LOCKED.map((action) => (
          <li key={action.id}>
            {/* The lock overlay (spec §2): the action shows, locked; pressing it says how to unlock it. */}
            <Button variant="secondary" aria-haspopup="dialog" aria-describedby="locked-note" onClick={() => setLocked(action)}>
              <span aria-hidden="true">🔒 </span>
              {action.label}
            </Button>
          </li>
        ))}
      </ul>
      <p id="locked-note" className="stat-hint">
        {trial ? 'Locked: register your shop to use these.' : 'Locked: these come with a plan.'}
      </p>

      {figures.summary.length > 0 && (
        <>
          <h2 id="summary-title">Orders Summary</h2>
          <div className="table-wrap">
            <table className="table" aria-labelledby="summary-title">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {figures.summary.map((row) => (
                  <tr key={row.name}>
                    <td>{row.name}</td>
                    <td>{formatRupees(row.amountPaise)}</td>
                    <td>{row.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h2 id="recent-title">Recent Orders</h2>
      <p className="stat-hint">last 5 orders</p>
      {figures.recent.length === 0 ? (
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
        <div className="table-wrap">
          <table className="table" aria-labelledby="recent-title">
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
              {figures.recent.map((o) => (
                <tr key={o._id}>
                  <td className="mono">{o.order_id}</td>
                  <td>{orderTime(o)}</td>
                  <td>{o.items.reduce((n, i) => n + i.quantity, 0)}</td>
                  <td>{formatRupees(rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0))}</td>
                  <td>{statusLabel(o.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RegisterPrompt
        open={locked !== null}
        onClose={() => setLocked(null)}
        trial={trial}
        from="/shop/dashboard"
        feature={locked?.feature}
      />
    </section>
  );
}
