import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok } from '@chowk/api-client/testing';
import { type OptionGroup, ORDER_DESK_MESSAGES as M, ORDER_OPTION_MESSAGES as REFUSE, type Order } from '@chowk/contracts';
import { trialSource } from '../../data/trial-source';
import { readTrialOrders, TRIAL_SHOP_ID } from '../../data/trial-store';
import { selectShopData } from '../../store/shop.slice';
import { addOnsGroup, SIZE, sizeGroup } from '../../testing/option-fixtures';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { cachedDeskOrders, deskQueries, makeOrder, product, shopRoutes } from './testing/order-fixtures';

afterEach(resetShopTestState);

const chai = product(1, 'Masala Chai', 15);
const samosa = product(2, 'Samosa', 20);
const vada = product(3, 'Medu Vada', 30, { sold_out: true, description: 'Crisp' });
const location = () => screen.getByTestId('location').textContent ?? '';
const createPath = `/orders/shop/${shop._id}`;

async function openDialog(path = '/shop/orders', routes = {}) {
  const http = mockHttp({ ...shopRoutes({ products: [chai, samosa, vada] }), ...routes });
  // What the server lists on the desk (a test adds the order it creates).
  const listed: Order[] = [];
  deskQueries(() => ({ orders: [...listed] }));
  const view = renderShop(path);
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 });
  if (!path.includes('add=true')) await view.user.click(screen.getAllByRole('button', { name: 'Add order' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Add New Order' });
  return { ...view, http, dialog, listed };
}

describe('Add order, step 1: select products (docs/product.md §4, §5)', () => {
  it('?add=true opens it once; the step is announced; a press toggles a product at quantity 1; − stops at 1 and + at 99', async () => {
    const { user, dialog } = await openDialog('/shop/orders?add=true');
    await waitFor(() => expect(location()).toBe('/shop/orders'));
    expect(dialog).toHaveAccessibleDescription('Step 1 of 2: Select products');
    expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toHaveFocus();

    const chaiBox = within(dialog).getByRole('checkbox', { name: /Masala Chai/ });
    await user.click(chaiBox);
    expect(chaiBox).toBeChecked();
    const quantity = within(dialog).getByLabelText('Quantity of Masala Chai');
    expect(quantity).toHaveTextContent('1');
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity of Masala Chai' });
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity of Masala Chai' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(quantity).toHaveTextContent('1');
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveTextContent('3');
    expect(minus).not.toHaveAttribute('aria-disabled');
    await user.click(minus);
    expect(quantity).toHaveTextContent('2');
    // The limit stays focusable (no lost focus), it only does nothing.
    act(() => {
      for (let i = 0; i < 100; i++) plus.click();
    });
    await waitFor(() => expect(quantity).toHaveTextContent('99'));
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('1 product selected')).toBeInTheDocument();

    // A second press deselects.
    await user.click(chaiBox);
    expect(chaiBox).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Quantity of Masala Chai')).not.toBeInTheDocument();
  });

  it('searches the menu; sold-out items are shown, marked; Next needs a product and says so', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: /Medu Vada/ })).toHaveAccessibleName('Medu Vada Sold out ₹30.00');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'crisp');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search products' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'pizza');
    expect(within(dialog).getByText('No products found')).toBeInTheDocument();
    expect(within(dialog).getByText('Try a different search term')).toBeInTheDocument();

    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.noProducts);
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 2: Select products' })).toBeInTheDocument();
  });

  it('no products: the docs/product.md §8 empty state with a way to the menu', async () => {
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop('/shop/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 });
    await user.click(screen.getAllByRole('button', { name: 'Add order' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Order' });
    expect(within(dialog).getByText(M.noProductsTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(M.noProductsHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Add products to your menu' }));
    await waitFor(() => expect(location()).toBe('/shop/products'));
  });
});

describe('Add order, step 2: details, summary and Create Order', () => {
  async function toStep2() {
    const view = await openDialog('/shop/orders', {
      [`POST ${createPath}`]: ok({ success: true, message: M.orderCreated, data: makeOrder() }, 201),
    });
    const { user, dialog } = view;
    await user.click(within(dialog).getByRole('checkbox', { name: /Masala Chai/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Masala Chai' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Samosa/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    return view;
  }
  const lines = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Order lines' }))
      .getAllByRole('listitem')
      .map((l) => l.textContent);

  it('moves focus to the step heading; lists price × quantity with subtotal, 5% tax and total; Back keeps the choice', async () => {
    const { user, dialog } = await toStep2();
    const step2 = within(dialog).getByRole('heading', { name: 'Step 2 of 2: Order details' });
    expect(step2).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Step 2 of 2: Order details');
    expect(lines(dialog)).toEqual(['Masala Chai₹15.00 × 2₹30.00Remove', 'Samosa₹20.00 × 1₹20.00Remove']);
    expect(within(dialog).getByLabelText('Totals')).toHaveTextContent('Subtotal₹50.00Tax (5%)₹2.50Total₹52.50');

    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Table 4');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 2: Select products' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Quantity of Masala Chai')).toHaveTextContent('2');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Table 4');
  });

  it('removing a line asks first; Cancel keeps it; removing the last goes back to picking', async () => {
    const { user, dialog } = await toStep2();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Masala Chai' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove item' });
    expect(confirm).toHaveAccessibleDescription(M.removeLineConfirm('Masala Chai'));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Remove item' })).not.toBeInTheDocument();
    expect(lines(dialog)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Masala Chai' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove item' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(lines(dialog)).toEqual(['Samosa₹20.00 × 1₹20.00Remove']);
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Order summary' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Remove Samosa' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 2: Select products' })).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.noProducts);
    expect(within(dialog).getByRole('checkbox', { name: /Samosa/ })).not.toBeChecked();
  });

  it('Create Order sends the lines and the trimmed details, closes, toasts, and the order tops the list', async () => {
    const { user, dialog, http, store, listed } = await toStep2();
    const created = makeOrder({ customer_name: 'Meera', status: 'pending' });
    http.routes[`POST ${createPath}`] = ok({ success: true, message: M.orderCreated, data: created }, 201);
    listed.push(created);
    await user.type(within(dialog).getByLabelText('Customer name (optional)'), '  Meera ');
    await user.type(within(dialog).getByLabelText('Customer mobile (optional)'), '9800000001');
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(M.orderCreated)).toBeInTheDocument();
    expect(http.made('POST', createPath).map((c) => c.data)).toEqual([
      {
        items: [
          { product_id: chai._id, quantity: 2 },
          { product_id: samosa._id, quantity: 1 },
        ],
        customer_name: 'Meera',
        customer_mobile: '9800000001',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(created.order_id);
    expect(cachedDeskOrders(store.getState())[0]).toEqual(created);
    expect(selectShopData(store.getState()).unseenOrderIds).toEqual([]);

    // Opened again: everything starts afresh.
    await user.click(screen.getAllByRole('button', { name: 'Add order' })[0]);
    const again = await screen.findByRole('dialog', { name: 'Add New Order' });
    expect(within(again).getByRole('heading', { name: 'Step 1 of 2: Select products' })).toBeInTheDocument();
    expect(
      within(again)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it("checks the mobile before sending; the server's field messages land on their fields; other failures say 'Failed to create order: …'", async () => {
    const { user, dialog, http } = await toStep2();
    const mobile = within(dialog).getByLabelText('Customer mobile (optional)');
    await user.type(mobile, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await within(dialog).findByText(M.mobileInvalid)).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(http.made('POST', createPath)).toEqual([]);

    await user.clear(mobile);
    http.routes[`POST ${createPath}`] = fail(422, { message: 'Validation failed', errors: { notes: M.notesTooLong } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await within(dialog).findByText(M.notesTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveAttribute('aria-invalid', 'true');

    http.routes[`POST ${createPath}`] = fail(400, { message: M.productUnknown });
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await within(dialog).findByText(`${M.orderFailed}: ${M.productUnknown}`)).toBeInTheDocument();
    // The dialog stays, with everything in it.
    expect(screen.getByRole('dialog', { name: 'Add New Order' })).toBeInTheDocument();
    expect(lines(dialog)).toHaveLength(2);
  });

  it('Escape closes it; reopened it starts from step 1 with nothing chosen and no search', async () => {
    const { user, dialog } = await toStep2();
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add order' })[0]);
    const again = await screen.findByRole('dialog', { name: 'Add New Order' });
    expect(within(again).getByRole('heading', { name: 'Step 1 of 2: Select products' })).toBeInTheDocument();
    expect(within(again).getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(within(again).getByText('0 products selected')).toBeInTheDocument();
  });
});

describe('Add order with item options (docs/product.md "Item options")', () => {
  const kesarOut = { ...addOnsGroup, choices: addOnsGroup.choices.map((c) => ({ ...c, sold_out: c.name === 'Kesar' })) };
  const optionChai = product(4, 'Masala Chai', 10, {
    option_group_ids: [sizeGroup._id, kesarOut._id],
    option_groups: [sizeGroup, kesarOut],
  });
  const id = (group: OptionGroup, name: string) => group.choices.find((c) => c.name === name)?._id as string;

  async function openWithOptions() {
    const http = mockHttp({
      ...shopRoutes({ products: [optionChai, samosa] }),
      [`POST ${createPath}`]: ok({ success: true, message: M.orderCreated, data: makeOrder() }, 201),
    });
    deskQueries(() => ({ orders: [] }));
    const view = renderShop('/shop/orders?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Order' }, { timeout: 3000 });
    return { ...view, http, dialog };
  }

  it('asks for the choices before adding: the groups with their hints, sold-out choices off, Add says what is missing', async () => {
    const { user, dialog } = await openWithOptions();
    // An item with options has no checkbox: its choices come first.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    const choose = within(dialog).getByRole('button', { name: 'Choose options for Masala Chai' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const picker = within(dialog).getByRole('group', { name: 'Options for Masala Chai' });
    expect(within(picker).getByRole('group', { name: 'Size Required · Choose 1' })).toBeInTheDocument();
    expect(within(picker).getByRole('group', { name: 'Add-ons Optional · Choose up to 2' })).toBeInTheDocument();
    expect(within(picker).getByRole('checkbox', { name: /Kesar/ })).toBeDisabled();
    expect(within(picker).getByRole('checkbox', { name: /Kesar/ })).toHaveAccessibleName('Kesar +₹10.00 · Sold out');

    const add = within(picker).getByRole('button', { name: 'Add · ₹10.00' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(REFUSE.required('Masala Chai', 'Size'));
    await user.click(add);
    expect(within(picker).getByRole('alert')).toHaveTextContent(REFUSE.required('Masala Chai', 'Size'));

    // The running price follows the picks; a multiple choice takes no more than its maximum.
    await user.click(within(picker).getByRole('radio', { name: 'Full +₹5.00' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Elaichi +₹2.00' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Ginger +₹2.00' }));
    expect(within(picker).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Add · ₹19.00' }));
    expect(within(dialog).queryByRole('group', { name: 'Options for Masala Chai' })).not.toBeInTheDocument();
    const lines = within(dialog).getByRole('list', { name: 'Masala Chai in this order' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Full · Elaichi, Ginger₹19.00−1+Remove']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add another Masala Chai' })).toHaveFocus());
    expect(within(dialog).getByText('1 product selected')).toBeInTheDocument();

    // Cancel closes the picker and adds nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add another Masala Chai' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel options for Masala Chai' }));
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add another Masala Chai' })).toHaveFocus());
  });

  it('keys lines by item and options: the same choices again add to the line, other choices make another; totals and payload follow', async () => {
    const { user, dialog, http } = await openWithOptions();
    const pick = async (size: string, addOns: string[]) => {
      await user.click(within(dialog).getByRole('button', { name: /(Choose options for|Add another) Masala Chai/ }));
      const picker = within(dialog).getByRole('group', { name: 'Options for Masala Chai' });
      // Given in another order than the menu's: the line keeps the menu's.
      for (const name of addOns) await user.click(within(picker).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      await user.click(within(picker).getByRole('radio', { name: new RegExp(`^${size}`) }));
      await user.click(within(picker).getByRole('button', { name: /^Add ·/ }));
    };
    await pick('Full', ['Ginger', 'Elaichi']);
    await pick('Cutting', []);
    await pick('Full', ['Elaichi', 'Ginger']);
    await user.click(within(dialog).getByRole('checkbox', { name: /Samosa/ }));
    expect(within(dialog).getByLabelText('Quantity of Masala Chai (Full · Elaichi, Ginger)')).toHaveTextContent('2');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Masala Chai (Cutting)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Masala Chai (Cutting)' }));
    expect(within(dialog).getByText('3 products selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const lines = within(within(dialog).getByRole('list', { name: 'Order lines' }))
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    expect(lines).toEqual([
      'Masala ChaiFull · Elaichi, Ginger₹19.00 × 2₹38.00Remove',
      'Masala ChaiCutting₹10.00 × 1₹10.00Remove',
      'Samosa₹20.00 × 1₹20.00Remove',
    ]);
    // orderTotals: ₹68 subtotal, 5% tax, no delivery fee at the counter.
    expect(within(dialog).getByLabelText('Totals')).toHaveTextContent('Subtotal₹68.00Tax (5%)₹3.40Total₹71.40');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Masala Chai (Cutting)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove item' });
    expect(confirm).toHaveAccessibleDescription(M.removeLineConfirm('Masala Chai (Cutting)'));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(M.orderCreated)).toBeInTheDocument();
    expect(http.made('POST', createPath).map((c) => c.data)).toEqual([
      {
        items: [
          {
            product_id: optionChai._id,
            quantity: 2,
            option_ids: [id(sizeGroup, 'Full'), id(kesarOut, 'Elaichi'), id(kesarOut, 'Ginger')],
          },
          { product_id: samosa._id, quantity: 1 },
        ],
      },
    ]);
  });

  it('a multiple choice takes no more than its maximum; an optional single choice has None', async () => {
    const sugar = { ...sizeGroup, _id: 'f'.repeat(24), name: 'Sugar', required: false, min_picks: 0 };
    const lassi = product(5, 'Lassi', 30, {
      option_group_ids: [sugar._id, addOnsGroup._id],
      option_groups: [sugar, addOnsGroup],
    });
    mockHttp(shopRoutes({ products: [lassi] }));
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop('/shop/orders?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Order' }, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Choose options for Lassi' }));
    const picker = within(dialog).getByRole('group', { name: 'Options for Lassi' });
    expect(within(picker).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: /^Elaichi/ }));
    await user.click(within(picker).getByRole('checkbox', { name: /^Kesar/ }));
    expect(within(picker).getByRole('checkbox', { name: /^Ginger/ })).toBeDisabled();
    await user.click(within(picker).getByRole('checkbox', { name: /^Kesar/ }));
    expect(within(picker).getByRole('checkbox', { name: /^Ginger/ })).toBeEnabled();
    // Nothing is required: Add at the item's price plus the add-on.
    await user.click(within(picker).getByRole('button', { name: 'Add · ₹32.00' }));
    expect(within(dialog).getByRole('list', { name: 'Lassi in this order' })).toHaveTextContent('Elaichi₹32.00');
  });

  it("says the server's refusal of an option (a choice sold out meanwhile) and keeps the order", async () => {
    const { user, dialog, http } = await openWithOptions();
    await user.click(within(dialog).getByRole('button', { name: 'Choose options for Masala Chai' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Cutting/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add · ₹10.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    http.routes[`POST ${createPath}`] = fail(409, { message: REFUSE.soldOut('Masala Chai', 'Cutting') });
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await within(dialog).findByText(`${M.orderFailed}: ${REFUSE.soldOut('Masala Chai', 'Cutting')}`)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Order' })).toBeInTheDocument();
  });

  it('in a trial, the order is priced on the device with its options, and the desk shows them under the line', async () => {
    mockHttp({});
    const size = await trialSource.createOptionGroup(TRIAL_SHOP_ID, SIZE);
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Hot Drinks');
    await trialSource.createProduct({
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 10,
      option_group_ids: [size._id],
    });
    const { user } = renderShop('/shop/orders?add=true', { as: 'trial' });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Order' }, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Choose options for Masala Chai' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Full/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add · ₹15.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(M.orderCreated)).toBeInTheDocument();
    const [order] = readTrialOrders();
    expect(order?.items).toEqual([
      expect.objectContaining({
        price: 15,
        base_price: 10,
        options: [expect.objectContaining({ group: 'Size', name: 'Full', price: 5 })],
      }),
    ]);
    expect(order?.total_amount).toBe(15.75);
    const row = await screen.findByRole('row', { name: new RegExp(order?.order_id ?? 'none') });
    expect(within(row).getByText('1 × Masala Chai')).toBeInTheDocument();
    expect(within(row).getByText('Full')).toHaveClass('stat-hint');
  });
});
