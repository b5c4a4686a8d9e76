import { StrictMode, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Dialog } from './dialog';

function Harness({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        open={open}
        title="Add State"
        busy={busy}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="submit">Create</button>}
      >
        <label>
          State Name <input />
        </label>
        <label>
          State Code <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native modal <dialog>, labelled by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Add State' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
  });

  it('moves the focus to the first field, not the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('State Name')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab cycling inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByLabelText('State Code')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back when closed with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape while busy', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('keeps React in charge when the browser closes it on its own', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog in StrictMode (development)', () => {
  it("stays open although the first mount's close() reports after the second mount opened it", async () => {
    // Browsers dispatch `close` as a task, after the synchronous remount; the jsdom stand-in
    // (jest-setup) dispatches at once, so this test makes it behave like Chromium.
    const polyfilled = HTMLDialogElement.prototype.close;
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    };
    try {
      const user = userEvent.setup();
      const onClose = jest.fn();
      render(
        <StrictMode>
          <Harness onClose={onClose} />
        </StrictMode>,
      );
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await act(() => new Promise((r) => setTimeout(r, 10)));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Add State' })).toBeInTheDocument();
    } finally {
      HTMLDialogElement.prototype.close = polyfilled;
    }
  });
});

describe('ConfirmDialog', () => {
  it('is described by its message and starts on Cancel', () => {
    render(
      <ConfirmDialog
        open
        title="Delete State"
        message="This will also delete all associated cities."
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete State' });
    expect(dialog).toHaveAccessibleDescription('This will also delete all associated cities.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
