import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, RowMenu } from './menu-button';

function setup() {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const user = userEvent.setup();
  render(
    <>
      <p>Outside</p>
      <RowMenu label="Bakery" onEdit={onEdit} onDelete={onDelete} />
      <button type="button">Next</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Actions for Bakery' });
  const item = (name: string) => screen.getByRole('menuitem', { name });
  return { user, onEdit, onDelete, button, item };
}

describe('MenuButton', () => {
  it('is a menu button, closed at first', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('%s opens it and focuses the first item', async (key) => {
    const { user, button, item } = setup();
    button.focus();
    await user.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions for Bakery' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(item('Edit')).toHaveFocus();
  });

  it('ArrowUp opens it on the last item', async () => {
    const { user, button, item } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home and End', async () => {
    const { user, button, item } = setup();
    await user.click(button);
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
  });

  it('items are not in the Tab order', async () => {
    const { user, button } = setup();
    await user.click(button);
    for (const i of screen.getAllByRole('menuitem')) expect(i).toHaveAttribute('tabindex', '-1');
  });

  it('Escape closes it and puts the focus back on the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Tab closes it and moves on', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('a press outside closes it', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a second click on the button closes it', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('choosing an item (Enter or click) closes the menu, focuses the button and runs the action', async () => {
    const { user, button, item, onEdit, onDelete } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(item('Edit'));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('shows what it is given on the button', () => {
    render(
      <MenuButton label="More" items={[{ label: 'Share', onSelect: jest.fn() }]}>
        More…
      </MenuButton>,
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveTextContent('More…');
  });
});
