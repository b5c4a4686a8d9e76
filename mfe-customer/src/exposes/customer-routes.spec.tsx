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

describe('customer routes', () => {
  it.each(['/customer/nope', '/shops/nope', '/customer/shop'])('%s is a 404', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
