import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_SCRIPT } from '@chowk/contracts';
import { ChatLauncher } from './chat-launcher';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => {
  render(<ChatLauncher shopName="Sharma Tea Stall" />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

describe('the chat widget (docs/product.md §4)', () => {
  it('is closed until opened; the panel loads on the first open', async () => {
    const user = setup();
    const button = screen.getByRole('button', { name: 'Chat with Sharma Tea Stall' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Chat with Sharma Tea Stall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Sharma Tea Stall', expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  });

  it('welcomes 1 s after the first opening, and replies to each message after 1.5 s with a typing indicator', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Chat with Sharma Tea Stall' }));
    const dialog = within(await screen.findByRole('dialog'));
    const log = within(dialog.getByRole('log'));
    act(() => jest.advanceTimersByTime(900));
    expect(log.queryAllByRole('listitem')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(100));
    expect(log.getByRole('listitem')).toHaveTextContent(CHAT_SCRIPT.welcome('Sharma Tea Stall'));

    await user.type(dialog.getByRole('textbox', { name: 'Your message' }), 'Is the chai hot?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(log.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Sharma Tea Stall: ${CHAT_SCRIPT.welcome('Sharma Tea Stall')}`,
      'You: Is the chai hot?',
    ]);
    expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(dialog.getByRole('status')).toHaveTextContent('Sharma Tea Stall is typing…');
    act(() => jest.advanceTimersByTime(1_400));
    expect(log.getAllByRole('listitem')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(100));
    expect(log.getAllByRole('listitem')[2]).toHaveTextContent(CHAT_SCRIPT.reply);
    expect(dialog.getByRole('status')).toHaveTextContent('');

    // An empty message is not sent.
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(log.getAllByRole('listitem')).toHaveLength(3);
  });

  it('closes with Escape or Close, the focus back on the button, and keeps the conversation', async () => {
    const user = setup();
    const button = screen.getByRole('button', { name: 'Chat with Sharma Tea Stall' });
    await user.click(button);
    await screen.findByRole('dialog');
    act(() => jest.advanceTimersByTime(1_000));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = within(screen.getByRole('dialog'));
    // No second welcome: it came with the first opening.
    act(() => jest.advanceTimersByTime(2_000));
    expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
