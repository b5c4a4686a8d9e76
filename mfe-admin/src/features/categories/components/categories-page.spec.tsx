import { screen, waitFor, within } from '@testing-library/react';
import { CONFIRM, EMPTY, FAILURE, HTTP_MESSAGES, LIMITS, SUCCESS, VALIDATION } from '@chowk/contracts';
import { selectIsAdmin } from '@chowk/store';
import { categories } from '../../../testing/fixtures';
import { fail, mockHttp, NEVER, NETWORK_DOWN, ok } from '../../../testing/mock-http';
import { renderAdmin, resetAdminTestState, TEST_ADMIN_TOKEN } from '../../../testing/render-admin';

afterEach(resetAdminTestState);

const list = (items = categories) => ok({ categories: items });

async function openAddDialog(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  return screen.getByRole('dialog', { name: 'Add Category' });
}

async function openRowAction(user: ReturnType<typeof renderAdmin>['user'], name: string, action: 'Edit' | 'Delete') {
  await user.click(screen.getByLabelText(`Actions for ${name}`));
  const row = screen.getByRole('row', { name: new RegExp(name) });
  await user.click(within(row).getByRole('menuitem', { name: action }));
}

describe('Admin Categories page', () => {
  it('shows a 5-row skeleton while the categories load', () => {
    mockHttp({ 'GET /categories': NEVER });
    renderAdmin();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(LIMITS.skeletonRows);
    expect(screen.getByRole('heading', { name: 'Category Management' })).toBeInTheDocument();
  });

  it('lists categories with the 8-character ID, Active status, stat cards and disabled pagination', async () => {
    mockHttp({ 'GET /categories': list() });
    renderAdmin();
    expect(await screen.findByText('General Store')).toBeInTheDocument();
    for (const header of ['Category Name', 'ID', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The admin table's box never scrolls (its row menus must not be clipped): no tab stop.
    expect(screen.getByRole('table', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Categories' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /General Store/ });
    expect(within(row).getByText('a1b2c3d4')).toHaveClass('mono');
    expect(row).not.toHaveTextContent('a1b2c3d4e');
    expect(screen.getAllByText('Active', { selector: '.badge' })).toHaveLength(3);
    expect(screen.getByText('Total Categories').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Active Categories').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by name as the admin types, and says so when nothing matches', async () => {
    mockHttp({ 'GET /categories': list() });
    const { user } = renderAdmin();
    await screen.findByText('General Store');
    await user.type(screen.getByLabelText('Search categories'), 'bak');
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    expect(screen.queryByText('General Store')).not.toBeInTheDocument();
    expect(screen.getByText('Filtered').nextSibling).toHaveTextContent('1');
    await user.clear(screen.getByLabelText('Search categories'));
    await user.type(screen.getByLabelText('Search categories'), 'pharmacy');
    expect(screen.getByText(EMPTY.categoriesSearch)).toBeInTheDocument();
  });

  it('invites the admin to create the first category when there are none', async () => {
    mockHttp({ 'GET /categories': list([]) });
    renderAdmin();
    expect(await screen.findByText(EMPTY.categories)).toBeInTheDocument();
  });

  it('shows the load failure in a red box, and Retry loads again', async () => {
    const http = mockHttp({ 'GET /categories': fail(500) });
    const { user } = renderAdmin();
    const box = await screen.findByText(FAILURE.loadCategories);
    expect(box.closest('.error-box')).toHaveTextContent(HTTP_MESSAGES.server);
    http.routes['GET /categories'] = list();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('General Store')).toBeInTheDocument();
    expect(screen.queryByText(FAILURE.loadCategories)).not.toBeInTheDocument();
  });

  it('shows the load failure when the network is down', async () => {
    mockHttp({ 'GET /categories': NETWORK_DOWN });
    renderAdmin();
    const box = await screen.findByText(FAILURE.loadCategories);
    expect(box.closest('.error-box')).toHaveTextContent(HTTP_MESSAGES.network);
  });

  describe('Add/Edit dialog', () => {
    it('validates on submit with the exact messages and sends nothing', async () => {
      const http = mockHttp({ 'GET /categories': list() });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(within(dialog).getByText(VALIDATION.categoryNameRequired)).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Category Name'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(within(dialog).getByText(VALIDATION.categoryNameRequired)).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText('Category Name'));
      await user.type(within(dialog).getByLabelText('Category Name'), 'x'.repeat(51));
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(within(dialog).getByText(VALIDATION.categoryNameTooLong)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Category Name')).toHaveAttribute('aria-invalid', 'true');
      expect(http.made('POST', '/categories')).toHaveLength(0);
    });

    it('puts the focus on the field to fix', async () => {
      mockHttp({ 'GET /categories': list() });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(within(dialog).getByLabelText('Category Name')).toHaveFocus());
    });

    it('accepts exactly 50 characters after trimming', async () => {
      const name = 'y'.repeat(50);
      const http = mockHttp({ 'GET /categories': list(), 'POST /categories': ok({ category: { _id: 'c9', name } }, 201) });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText('Category Name'), `  ${name}  `);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(http.made('POST', '/categories')).toHaveLength(1));
      expect(http.made('POST', '/categories')[0].data).toEqual({ name });
    });

    it('creates a category with the admin token, closes, toasts and refreshes the list', async () => {
      const created = { _id: 'd4e5f6a7b8c9d0e1f2a3b4c5', name: 'Sweets' };
      const http = mockHttp({ 'GET /categories': list(), 'POST /categories': ok({ category: created }, 201) });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText('Category Name'), 'Sweets');
      http.routes['GET /categories'] = list([...categories, created]);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));

      expect(await screen.findByText(SUCCESS.categoryCreated)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const [post] = http.made('POST', '/categories');
      expect(post.data).toEqual({ name: 'Sweets' });
      expect(post.headers.Authorization).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
      expect(await screen.findByText('Sweets')).toBeInTheDocument();
      expect(http.made('GET', '/categories')).toHaveLength(2);
    });

    it('stays open with the typed text and the failure text when the server fails', async () => {
      mockHttp({ 'GET /categories': list(), 'POST /categories': fail(500) });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText('Category Name'), 'Sweets');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));

      expect(await within(dialog).findByText(FAILURE.createCategory)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Category Name')).toHaveValue('Sweets');
      expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
      // The shared handler toasts the catalogue text too.
      expect(await screen.findByText(HTTP_MESSAGES.server, { selector: '.toast span' })).toBeInTheDocument();
    });

    it("shows a duplicate name's server message beside the failure text", async () => {
      const message = 'A category named "Bakery" already exists';
      mockHttp({ 'GET /categories': list(), 'POST /categories': fail(409, { message }) });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText('Category Name'), 'bakery');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      const title = await within(dialog).findByText(FAILURE.createCategory);
      expect(title.closest('.error-box')).toHaveTextContent(message);
      expect(within(dialog).getByLabelText('Category Name')).toHaveValue('bakery');
    });

    it("shows the server's 422 message under the Name field", async () => {
      const message = VALIDATION.categoryNameTooLong;
      mockHttp({
        'GET /categories': list(),
        'POST /categories': fail(422, { message: 'Validation failed', errors: { name: message } }),
      });
      const { user } = renderAdmin();
      await screen.findByText('General Store');
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText('Category Name'), 'Sweets');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      const field = within(dialog).getByLabelText('Category Name');
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(within(dialog).queryByText(FAILURE.createCategory)).not.toBeInTheDocument();
      expect(field).toHaveValue('Sweets');
    });

    it('edits a category: prefilled, PUT with the admin token, success toast', async () => {
      const http = mockHttp({
        'GET /categories': list(),
        [`PUT /categories/${categories[1]._id}`]: ok({ category: { ...categories[1], name: 'Bakery & Cakes' } }),
      });
      const { user } = renderAdmin();
      await screen.findByText('Bakery');
      await openRowAction(user, 'Bakery', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
      const field = within(dialog).getByLabelText('Category Name');
      expect(field).toHaveValue('Bakery');
      await user.clear(field);
      await user.type(field, 'Bakery & Cakes');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(SUCCESS.categoryUpdated)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(http.made('PUT', `/categories/${categories[1]._id}`)[0].data).toEqual({ name: 'Bakery & Cakes' });
    });

    it('update failure keeps the edit dialog open with the update failure text', async () => {
      mockHttp({
        'GET /categories': list(),
        [`PUT /categories/${categories[1]._id}`]: fail(404, { message: 'Category not found' }),
      });
      const { user } = renderAdmin();
      await screen.findByText('Bakery');
      await openRowAction(user, 'Bakery', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
      await user.type(within(dialog).getByLabelText('Category Name'), ' Co');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await within(dialog).findByText(FAILURE.updateCategory)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Category Name')).toHaveValue('Bakery Co');
    });

    it('Cancel closes the dialog and a new one starts empty', async () => {
      mockHttp({ 'GET /categories': list() });
      const { user } = renderAdmin();
      await screen.findByText('Bakery');
      await openRowAction(user, 'Bakery', 'Edit');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const dialog = await openAddDialog(user);
      expect(within(dialog).getByLabelText('Category Name')).toHaveValue('');
    });
  });

  it('row menus are menu buttons: open, move with the arrows, close on Escape and on a tap elsewhere', async () => {
    mockHttp({ 'GET /categories': list() });
    const { user } = renderAdmin();
    await screen.findByText('Bakery');
    const button = screen.getByRole('button', { name: 'Actions for Bakery' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions for Bakery' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: 'Category Management' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('returns the focus to the row menu button when the dialog it opened closes', async () => {
    mockHttp({ 'GET /categories': list() });
    const { user } = renderAdmin();
    await screen.findByText('Bakery');
    const button = screen.getByRole('button', { name: 'Actions for Bakery' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText('Category Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  describe('Delete', () => {
    it('asks for confirmation, deletes with the admin token and toasts', async () => {
      const target = categories[2];
      const http = mockHttp({
        'GET /categories': list(),
        [`DELETE /categories/${target._id}`]: ok({ message: SUCCESS.categoryDeleted }),
      });
      const { user } = renderAdmin();
      await screen.findByText(target.name);
      await openRowAction(user, target.name, 'Delete');
      const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
      expect(within(dialog).getByText(CONFIRM.deleteCategory)).toBeInTheDocument();
      http.routes['GET /categories'] = list(categories.slice(0, 2));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(SUCCESS.categoryDeleted)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(http.made('DELETE', `/categories/${target._id}`)[0].headers.Authorization).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
      await waitFor(() => expect(screen.queryByText(target.name)).not.toBeInTheDocument());
    });

    it('Cancel keeps the category', async () => {
      const http = mockHttp({ 'GET /categories': list() });
      const { user } = renderAdmin();
      await screen.findByText('Bakery');
      await openRowAction(user, 'Bakery', 'Delete');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(http.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    });

    it('keeps the confirmation open with the delete failure text when it fails', async () => {
      mockHttp({ 'GET /categories': list(), [`DELETE /categories/${categories[1]._id}`]: fail(500) });
      const { user } = renderAdmin();
      await screen.findByText('Bakery');
      await openRowAction(user, 'Bakery', 'Delete');
      const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByText(FAILURE.deleteCategory)).toBeInTheDocument();
    });
  });

  it('a 401 on a write signs the admin out and brings back the sign-in prompt', async () => {
    mockHttp({ 'GET /categories': list(), 'POST /categories': fail(401, { message: 'Admin sign-in required' }) });
    const { user, store } = renderAdmin();
    await screen.findByText('General Store');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Category Name'), 'Sweets');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByText(HTTP_MESSAGES.unauthorized, { selector: '.toast span' })).toBeInTheDocument();
  });
});
