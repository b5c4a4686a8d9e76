import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTP_MESSAGES } from '@chowk/contracts';
import { upiOrder } from '../../testing/fixtures';
import { UpiPanelSlot } from './order-payment';

// The panel's chunk cannot load (the phone lost its signal).
let loads = 0;
jest.mock('./upi-panel', () => {
  loads++;
  throw new Error('Loading chunk failed');
});

it('a UPI panel that cannot load says so with Retry, and the page around it stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>Order Placed Successfully!</h1>
      <UpiPanelSlot order={upiOrder} />
    </main>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(HTTP_MESSAGES.network);
  expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
  const before = loads;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loads).toBeGreaterThan(before);
});
