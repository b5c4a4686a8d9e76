import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LoginRoutes from './login-routes';
import PaymentRoutes from './payment-routes';
import ShopRoutes from './shop-routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login/*" element={<LoginRoutes />} />
        <Route path="/payment/*" element={<PaymentRoutes />} />
        <Route path="/shop/*" element={<ShopRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

describe('shopkeeper routes (interim until the shopkeeper issue)', () => {
  it.each([
    ['/login', 'Shopkeeper login'],
    ['/payment/callback', 'Payment'],
    ['/shop/dashboard', 'Your shop'],
    ['/shop/orders', 'Your shop'],
    ['/shop/products', 'Your shop'],
    ['/shop/onboarding', 'Your shop'],
  ])('%s shows %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/login', 1],
    ['/payment/callback', 1],
    // The shell's sidebar frame holds the <main> of /shop pages.
    ['/shop/dashboard', 0],
  ])('%s renders %i main landmark(s) of its own', (path, mains) => {
    renderAt(path);
    expect(screen.queryAllByRole('main')).toHaveLength(mains);
  });

  it.each(['/shop/nope', '/payment/nope', '/login/x'])('%s is a 404', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
