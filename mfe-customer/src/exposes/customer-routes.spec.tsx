import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CustomerRoutes from './customer-routes';
import ShopsRoutes from './shops-routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/customer/*" element={<CustomerRoutes />} />
        <Route path="/shops/*" element={<ShopsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

describe('customer routes (interim until the customer issue)', () => {
  it.each([
    ['/customer/nearby-shops', 'Nearby shops'],
    ['/customer/shop/SHOP-1234', 'Shop'],
    ['/customer/shop/SHOP-1234/cart', 'Shop'],
    ['/shops', 'Shop directory'],
  ])('%s shows %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/customer/nope', '/shops/nope'])('%s is a 404', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
