import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatLauncher } from './chat-launcher';

// The panel's chunk cannot load (the phone lost its signal).
let loads = 0;
jest.mock('./chat-panel', () => {
  loads++;
  throw new Error('Loading chunk failed');
});

it('a chat panel that cannot load says so with Retry, and the page around it stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>Sharma Tea Stall</h1>
      <ChatLauncher shopName="Sharma Tea Stall" />
    </main>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Chat with Sharma Tea Stall' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The chat could not load. Check your connection.');
  expect(screen.getByRole('heading', { name: 'Sharma Tea Stall' })).toBeInTheDocument();
  const before = loads;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loads).toBeGreaterThan(before);
});
