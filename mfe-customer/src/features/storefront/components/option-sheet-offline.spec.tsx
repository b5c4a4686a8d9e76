import { screen, waitFor } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { chai, kadak, shop, shopRoutes } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';

// The option sheet's chunk cannot load (the phone lost its signal).
let loads = 0;
jest.mock('./option-sheet', () => {
  loads++;
  throw new Error('Loading chunk failed');
});

afterEach(resetCustomerTestState);

it('an option sheet that cannot load says so; the storefront stays and the next Add tries again', async () => {
  mockHttp(shopRoutes(shop, [chai, kadak]));
  const { user } = renderCustomer('/customer/shop/SHOP-1234');
  await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
  await user.click(screen.getByRole('button', { name: 'Add Kadak Chai to cart' }));
  expect(await screen.findByText('The options could not load. Check your connection.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Sharma Tea Stall' })).toBeInTheDocument();
  const before = loads;
  await user.click(screen.getByRole('button', { name: 'Add Kadak Chai to cart' }));
  await waitFor(() => expect(loads).toBeGreaterThan(before));
});
