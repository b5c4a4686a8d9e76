import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, type ShopUser } from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import { Button, EmptyState, StatCard } from '@chowk/ui';
import { selectShopData } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { RegisterPrompt } from '../frame/register-prompt';
import { shareShop } from '../share/share-shop';
import { dashboardFigures } from './figures';
import { VerifyMobileCard } from './verify-mobile-card';

/** /shop/dashboard (spec §2): today's figures from the shop's real orders, quick actions, sharing. */
export function DashboardPage() {
  const { mode, user } = useShopSession();
  const { shop, orders, products } = useAppSelector(selectShopData);
  const [prompt, setPrompt] = useState(false);
  const trial = mode === 'trial';
  const figures = dashboardFigures(orders);

  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="dashboard-title">
      <div className="toolbar">
        <div>
          <h1 id="dashboard-title" style={{ margin: 0 }}>
            Dashboard
          </h1>
          <p className="stat-hint">
            {shop?.name}
            {!trial && shop && (
              <>
                {' '}
                · shop code <strong className="mono">{shop.code}</strong>
              </>
            )}
          </p>
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {trial ? (
            <Button variant="secondary" onClick={() => setPrompt(true)}>
              Share Shop
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => shop && void shareShop(shop)}>
                Share Shop
              </Button>
              <Link className="btn btn-secondary" to="/shop/poster">
                Print poster
              </Link>
            </>
          )}
        </div>
      </div>

      {trial && (
        <section className="card" aria-labelledby="guest-title" style={{ borderColor: 'var(--c-primary)', marginBottom: 16 }}>
          <h2 id="guest-title" style={{ marginTop: 0 }}>
            Guest Mode
          </h2>
          <p>
            You are trying Chowk on this device. Your menu and orders stay here, customers cannot see this shop, and analytics are
            basic. Register your shop to go live.
          </p>
          <Link className="btn btn-primary" to="/shop/onboarding?redirect-from=%2Fshop%2Fdashboard">
            Register your shop
          </Link>
        </section>
      )}
      {!trial && user && !(user as ShopUser).mobileVerified && <VerifyMobileCard user={user as ShopUser} />}

      <div className="stat-grid">
        <StatCard label="Today's Sales" value={formatRupees(figures.todaysSalesPaise)} hint="Completed orders" />
        <StatCard label="Today's Orders" value={figures.todaysOrders} />
        <StatCard label="New Customers" value={figures.newCustomers} hint="Today" />
        <StatCard
          label="Popular Product"
          value={figures.popularProduct?.name ?? '–'}
          hint={figures.popularProduct ? `${figures.popularProduct.quantity} ordered` : 'No orders yet'}
        />
      </div>

      <h2>Quick Actions</h2>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        <Link className="btn btn-primary" to="/shop/products?add=true">
          Add Product
        </Link>
        <Link className="btn btn-secondary" to="/shop/orders">
          Create Order
        </Link>
        <Button variant="secondary" onClick={() => setPrompt(true)} aria-describedby="locked-note">
          View Customers 🔒
        </Button>
        <Button variant="secondary" onClick={() => setPrompt(true)} aria-describedby="locked-note">
          View Analytics 🔒
        </Button>
      </div>
      <p id="locked-note" className="stat-hint">
        {trial ? 'Locked in the trial: register your shop.' : 'Locked: comes with a plan.'}
      </p>

      {figures.summary.length > 0 && (
        <>
          <h2>Orders Summary</h2>
          <div className="table-wrap">
            <table className="table">
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

      <h2>Recent Orders</h2>
      <p className="stat-hint">last 5 orders</p>
      {figures.recent.length === 0 ? (
        <EmptyState title="No orders yet">
          {products.length === 0 ? (
            <p>
              Start with your menu: <Link to="/shop/products?add=true">add your first product</Link>.
            </p>
          ) : (
            <p>Share your shop code with customers; their orders show here.</p>
          )}
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {figures.recent.map((o) => (
                <tr key={o._id}>
                  <td className="mono">{o.order_id}</td>
                  <td>{o.items.reduce((n, i) => n + i.quantity, 0)}</td>
                  <td>{formatRupees(Math.round((o.total_amount ?? 0) * 100))}</td>
                  <td>{o.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RegisterPrompt open={prompt} onClose={() => setPrompt(false)} trial={trial} from="/shop/dashboard" />
    </section>
  );
}
