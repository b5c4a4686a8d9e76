import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fail, mockHttp, NEVER, ok, type Route } from '@chowk/api-client/testing';
import {
  OPTION_API_MESSAGES as API,
  OPTION_GROUP_FAILURE,
  OPTION_LIMITS,
  OPTION_VALIDATION as V,
  type OptionGroup,
  type Product,
  PRODUCT_TOAST_MS,
} from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { readTrialOptionGroups } from '../../data/trial-groups';
import { readTrialMenu } from '../../data/trial-store';
import { addOnsGroup, SIZE, sizeGroup } from '../../testing/option-fixtures';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { deleteGroupMessage } from './option-groups-panel';

const drinks = { _id: '5e0000000000000000000002', name: 'Hot Drinks', shop_id: shop._id };
const item = (id: number, name: string, price: number, extra: Partial<Product> = {}): Product => ({
  _id: `5f00000000000000000000${String(id).padStart(2, '0')}`,
  name,
  shop_id: shop._id,
  price,
  section: drinks.name,
  menu_section_id: { _id: drinks._id, name: drinks.name },
  sold_out: false,
  option_group_ids: [],
  option_groups: [],
  ...extra,
});
const chai = item(1, 'Masala Chai', 10);
const lemonTea = item(2, 'Lemon Tea', 12);
const groupsPath = `/option-groups/shop/${shop._id}`;

function shopData(products: Product[], groups: OptionGroup[] | Route, extra: Record<string, Route> = {}) {
  return mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [drinks] }),
    [`GET ${groupsPath}`]: Array.isArray(groups) ? ok({ success: true, data: groups }) : groups,
    ...extra,
  });
}

const panel = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
  return screen.findByRole('tabpanel', { name: 'Option groups' });
};
const groupDialog = (name: 'New option group' | 'Edit option group' = 'New option group') =>
  screen.findByRole('dialog', { name });
const choiceRow = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Choice ${n}` });

/** Types a choice's name and price change into row `n` (1-based). */
async function fillChoice(user: UserEvent, dialog: HTMLElement, n: number, name: string, price: string) {
  const row = within(choiceRow(dialog, n));
  await user.clear(row.getByLabelText('Name'));
  await user.type(row.getByLabelText('Name'), name);
  await user.clear(row.getByLabelText('Price change (₹)'));
  await user.type(row.getByLabelText('Price change (₹)'), price);
}

afterEach(() => {
  resetShopTestState();
  jest.restoreAllMocks();
});

describe('the menu’s Option groups tab', () => {
  it('is a tab of the menu (?tab=options); with no groups it says what they are and offers the first', async () => {
    shopData([chai], []);
    const { user } = renderShop('/shop/products');
    await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Option groups' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/products?tab=options');
    const tab = await panel();
    expect(await within(tab).findByText('No option groups yet')).toBeInTheDocument();
    await user.click(within(tab).getByRole('button', { name: 'New option group' }));
    expect(await groupDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/products$/);
  });

  it('a failed read says so with Retry', async () => {
    const http = shopData([chai], fail(500));
    const { user } = renderShop('/shop/products?tab=options');
    const tab = await panel();
    expect(
      await within(tab).findByText(`${OPTION_GROUP_FAILURE.load}: Server error. Please try again later.`),
    ).toBeInTheDocument();
    http.routes[`GET ${groupsPath}`] = ok({ success: true, data: [sizeGroup] });
    await user.click(within(tab).getByRole('button', { name: 'Retry' }));
    expect(await within(tab).findByRole('heading', { name: 'Size' })).toBeInTheDocument();
  });

  it('lists each group: what it asks, its choices with price changes, the items that carry it', async () => {
    const kesarOut = { ...addOnsGroup, choices: addOnsGroup.choices.map((c) => ({ ...c, sold_out: c.name === 'Kesar' })) };
    shopData(
      [
        { ...chai, option_group_ids: [sizeGroup._id, addOnsGroup._id], option_groups: [sizeGroup, kesarOut] },
        { ...lemonTea, option_group_ids: [sizeGroup._id], option_groups: [sizeGroup] },
      ],
      [sizeGroup, kesarOut],
    );
    renderShop('/shop/products?tab=options');
    const tab = await panel();
    const size = await within(tab).findByRole('listitem', { name: 'Size' });
    expect(size).toHaveTextContent('Required · Choose 1');
    expect(size).toHaveTextContent('On 2 items: Masala Chai, Lemon Tea');
    expect(
      within(within(size).getByRole('list', { name: 'Choices of Size' }))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Cutting +₹0.00Available', 'Full +₹5.00Available']);
    const addOns = within(tab).getByRole('listitem', { name: 'Add-ons' });
    expect(addOns).toHaveTextContent('Optional · Choose up to 2');
    expect(addOns).toHaveTextContent('On 1 item: Masala Chai');
    expect(within(addOns).getByRole('switch', { name: 'Kesar (Add-ons) available' })).not.toBeChecked();
    expect(within(addOns).getByText('Sold out')).toBeInTheDocument();
  });

  it("a choice's sold-out switch flips at once and back on failure; kept on success, with the API's text", async () => {
    const error = jest.spyOn(toast, 'error');
    const full = sizeGroup.choices[1]!;
    const path = `PATCH /option-groups/${sizeGroup._id}/choices/${full._id}/availability`;
    const http = shopData([{ ...chai, option_group_ids: [sizeGroup._id], option_groups: [sizeGroup] }], [sizeGroup], {
      [path]: fail(500),
    });
    const { user } = renderShop('/shop/products?tab=options');
    const tab = await panel();
    const fullSwitch = await within(tab).findByRole('switch', { name: 'Full (Size) available' });
    await user.click(fullSwitch);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        `${OPTION_GROUP_FAILURE.choice}: Server error. Please try again later.`,
        PRODUCT_TOAST_MS.error,
      ),
    );
    await waitFor(() => expect(fullSwitch).toBeChecked());

    const saved = { ...sizeGroup, choices: sizeGroup.choices.map((c) => ({ ...c, sold_out: c._id === full._id })) };
    http.routes[path] = ok({ success: true, message: API.choiceMarkedSoldOut('Full'), data: saved });
    await user.click(fullSwitch);
    expect(await screen.findByText(API.choiceMarkedSoldOut('Full'))).toBeInTheDocument();
    await waitFor(() => expect(fullSwitch).not.toBeChecked());
    expect(http.made('PATCH', `/option-groups/${sizeGroup._id}/choices/${full._id}/availability`).map((c) => c.data)).toEqual([
      { sold_out: true },
      { sold_out: true },
    ]);
  });

  it('asks before deleting, naming how many items carry it; a failure keeps the question open', async () => {
    const http = shopData(
      [{ ...chai, option_group_ids: [sizeGroup._id], option_groups: [sizeGroup] }],
      [sizeGroup, addOnsGroup],
      {
        [`DELETE /option-groups/${sizeGroup._id}`]: fail(500),
      },
    );
    const { user } = renderShop('/shop/products?tab=options');
    const tab = await panel();
    await user.click(await within(tab).findByRole('button', { name: 'Delete Size' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete option group' });
    expect(confirm).toHaveAccessibleDescription(
      'Delete Size? 1 item carries it: it will no longer offer it. Orders already placed keep their options.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(`${OPTION_GROUP_FAILURE.delete}: Server error. Please try again later.`),
    ).toBeInTheDocument();

    http.routes[`DELETE /option-groups/${sizeGroup._id}`] = ok({ success: true, message: API.groupDeleted });
    http.routes[`GET /products/shop/${shop._id}`] = ok({ products: [chai] });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(API.groupDeleted)).toBeInTheDocument();
    await waitFor(() => expect(within(tab).queryByRole('listitem', { name: 'Size' })).not.toBeInTheDocument());
    // The items were read again: they no longer carry it.
    await waitFor(() => expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(2));
    expect(deleteGroupMessage('Add-ons', 0)).toBe('Delete Add-ons? No item carries it.');
    expect(deleteGroupMessage('Add-ons', 3)).toBe(
      'Delete Add-ons? 3 items carry it: they will no longer offer it. Orders already placed keep their options.',
    );
  });
});

describe('the option group dialog', () => {
  it("builds the issue's Size: single choice, required, Cutting +₹0 and Full +₹5 (POST /option-groups)", async () => {
    const success = jest.spyOn(toast, 'success');
    const http = shopData([chai], [], {
      'POST /option-groups': ok({ success: true, message: API.groupCreated, data: sizeGroup }, 201),
    });
    const { user } = renderShop('/shop/products?tab=options');
    const tab = await panel();
    await user.click(await within(tab).findByRole('button', { name: 'New option group' }));
    const dialog = await groupDialog();
    // A new group: single choice, required, one empty choice at ₹0.
    expect(within(dialog).getByLabelText('Group name')).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'One (single choice)' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /^Required/ })).toBeChecked();
    expect(within(dialog).queryByLabelText('Maximum picks')).not.toBeInTheDocument();
    expect(within(choiceRow(dialog, 1)).getByLabelText('Price change (₹)')).toHaveValue(0);

    await user.type(within(dialog).getByLabelText('Group name'), ' Size ');
    await fillChoice(user, dialog, 1, 'Cutting', '0');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    // The new row's name has the focus.
    expect(within(choiceRow(dialog, 2)).getByLabelText('Name')).toHaveFocus();
    await fillChoice(user, dialog, 2, 'Full', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('POST', '/option-groups').map((c) => c.data)).toEqual([
      {
        shop_id: shop._id,
        name: 'Size',
        selection: 'single',
        required: true,
        choices: [
          { name: 'Cutting', price: 0, sold_out: false },
          { name: 'Full', price: 5, sold_out: false },
        ],
      },
    ]);
    expect(success).toHaveBeenCalledWith(API.groupCreated, PRODUCT_TOAST_MS.success);
    expect(await within(tab).findByRole('listitem', { name: 'Size' })).toHaveTextContent('On no item yet');
  });

  it("checks every rule on submit with the contract's messages under their fields, the first focused", async () => {
    const http = shopData([chai], []);
    const { user } = renderShop('/shop/products?tab=options');
    await user.click(await within(await panel()).findByRole('button', { name: 'New option group' }));
    const dialog = await groupDialog();
    await user.clear(within(choiceRow(dialog, 1)).getByLabelText('Price change (₹)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(V.groupNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Group name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(choiceRow(dialog, 1)).getByText(V.choiceNameRequired)).toBeInTheDocument();
    expect(within(choiceRow(dialog, 1)).getByText(V.choicePriceInvalid)).toBeInTheDocument();

    // Typing in a field takes its message away.
    await user.type(within(dialog).getByLabelText('Group name'), 'Add-ons');
    expect(within(dialog).queryByText(V.groupNameRequired)).not.toBeInTheDocument();

    // A multiple choice: its picks show (the minimum only when required), checked against the choices.
    await user.click(within(dialog).getByRole('radio', { name: 'Several (multiple choice)' }));
    expect(within(dialog).getByLabelText('Minimum picks')).toBeInTheDocument();
    await fillChoice(user, dialog, 1, 'Elaichi', '2');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'elaichi', '2.555');
    await user.type(within(dialog).getByLabelText('Minimum picks'), '2');
    await user.type(within(dialog).getByLabelText('Maximum picks'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(V.maxBelowMin)).toBeInTheDocument();
    expect(within(choiceRow(dialog, 2)).getByText(V.choiceNameRepeated)).toBeInTheDocument();
    expect(within(choiceRow(dialog, 2)).getByText(V.choicePricePrecision)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Maximum picks')).toHaveFocus();

    // Not required: no minimum.
    await user.click(within(dialog).getByRole('switch', { name: /^Required/ }));
    expect(within(dialog).queryByLabelText('Minimum picks')).not.toBeInTheDocument();
    // Removing every choice: at least one is needed.
    await user.click(within(dialog).getByRole('button', { name: 'Remove choice 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove choice 1' }));
    expect(within(dialog).getByRole('button', { name: '+ Add choice' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(V.choicesRequired)).toBeInTheDocument();
    expect(http.made('POST', '/option-groups')).toEqual([]);
  });

  it('moves choices up and down (the focus stays on the button pressed), and holds at most 20', async () => {
    shopData([chai], []);
    const { user } = renderShop('/shop/products?tab=options');
    await user.click(await within(await panel()).findByRole('button', { name: 'New option group' }));
    const dialog = await groupDialog();
    await fillChoice(user, dialog, 1, 'Ginger', '2');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'Elaichi', '2');
    const names = () =>
      within(dialog)
        .getAllByLabelText('Name')
        .map((i) => (i as HTMLInputElement).value);
    // The ends do nothing (and stay focusable).
    expect(within(dialog).getByRole('button', { name: 'Move choice 1 up' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Move choice 2 up' }));
    expect(names()).toEqual(['Elaichi', 'Ginger']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move choice 1 up' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Move choice 1 down' }));
    expect(names()).toEqual(['Ginger', 'Elaichi']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move choice 2 down' })).toHaveFocus());

    for (let i = 2; i < OPTION_LIMITS.choicesPerGroupMax; i++) {
      await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    }
    expect(within(dialog).getAllByLabelText('Name')).toHaveLength(20);
    const add = within(dialog).getByRole('button', { name: '+ Add choice' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(within(dialog).getAllByLabelText('Name')).toHaveLength(20);
  }, 20_000); // twenty rows of a growing dialog: slow on a busy machine

  it("builds the issue's Add-ons (multiple, up to 2) and edits a group keeping its choices' ids (PUT)", async () => {
    const addOnsAnswer = { ...addOnsGroup, choices: addOnsGroup.choices.slice(0, 2) };
    const http = shopData([chai], [sizeGroup], {
      'POST /option-groups': ok({ success: true, message: API.groupCreated, data: addOnsAnswer }, 201),
      [`PUT /option-groups/${sizeGroup._id}`]: ok({
        success: true,
        message: API.groupSaved,
        data: { ...sizeGroup, name: 'Glass' },
      }),
    });
    const { user } = renderShop('/shop/products?tab=options');
    const tab = await panel();
    await user.click(await within(tab).findByRole('button', { name: 'New option group' }));
    let dialog = await groupDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Add-ons');
    await user.click(within(dialog).getByRole('radio', { name: 'Several (multiple choice)' }));
    await user.click(within(dialog).getByRole('switch', { name: /^Required/ }));
    await user.type(within(dialog).getByLabelText('Maximum picks'), '2');
    await fillChoice(user, dialog, 1, 'Elaichi', '2');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'Ginger', '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('POST', '/option-groups')[0]?.data).toEqual({
      shop_id: shop._id,
      name: 'Add-ons',
      selection: 'multiple',
      required: false,
      max_picks: 2,
      choices: [
        { name: 'Elaichi', price: 2, sold_out: false },
        { name: 'Ginger', price: 2, sold_out: false },
      ],
    });
    expect(await within(tab).findByRole('listitem', { name: 'Add-ons' })).toHaveTextContent('Optional · Choose up to 2');

    await user.click(within(tab).getByRole('button', { name: 'Edit Size' }));
    dialog = await groupDialog('Edit option group');
    expect(within(dialog).getByLabelText('Group name')).toHaveValue('Size');
    expect(
      within(dialog)
        .getAllByLabelText('Name')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Cutting', 'Full']);
    await user.clear(within(dialog).getByLabelText('Group name'));
    await user.type(within(dialog).getByLabelText('Group name'), 'Glass');
    await user.click(within(choiceRow(dialog, 2)).getByRole('checkbox', { name: 'Sold out' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('PUT', `/option-groups/${sizeGroup._id}`)[0]?.data).toEqual({
      name: 'Glass',
      selection: 'single',
      required: true,
      choices: [
        { _id: sizeGroup.choices[0]?._id, name: 'Cutting', price: 0, sold_out: false },
        { _id: sizeGroup.choices[1]?._id, name: 'Full', price: 5, sold_out: true },
      ],
    });
    expect(await screen.findByText(API.groupSaved)).toBeInTheDocument();
  });

  it("puts the server's field messages under the same fields, a name taken on the name; other failures in the dialog", async () => {
    const error = jest.spyOn(toast, 'error');
    const http = shopData([chai], [], {
      'POST /option-groups': fail(422, { message: 'Validation failed', errors: { 'choices.1.price': V.choicePriceTooHigh } }),
    });
    const { user } = renderShop('/shop/products?tab=options');
    await user.click(await within(await panel()).findByRole('button', { name: 'New option group' }));
    const dialog = await groupDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Size');
    await fillChoice(user, dialog, 1, 'Cutting', '0');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'Full', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(choiceRow(dialog, 2)).findByText(V.choicePriceTooHigh)).toBeInTheDocument();
    expect(within(choiceRow(dialog, 2)).getByLabelText('Price change (₹)')).toHaveFocus();
    expect(error).not.toHaveBeenCalled();

    http.routes['POST /option-groups'] = fail(409, { message: API.groupNameTaken });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(API.groupNameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group name')).toHaveAttribute('aria-invalid', 'true');

    http.routes['POST /option-groups'] = fail(500);
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const text = `${OPTION_GROUP_FAILURE.save}: Server error. Please try again later.`;
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text, PRODUCT_TOAST_MS.error);

    http.routes['POST /option-groups'] = NEVER;
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByRole('button', { name: 'Create group' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe("an item's Options (the item dialog)", () => {
  it("attaches the shop's groups in order (checkboxes, Move up / down) and saves them as option_group_ids", async () => {
    const saved = { ...chai, option_group_ids: [addOnsGroup._id, sizeGroup._id], option_groups: [addOnsGroup, sizeGroup] };
    const http = shopData([chai], [sizeGroup, addOnsGroup], { [`PUT /products/${chai._id}`]: ok({ product: saved }) });
    const { user } = renderShop('/shop/products');
    await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
    await user.click(screen.getByRole('button', { name: 'Edit Masala Chai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const options = await within(dialog).findByRole('group', { name: 'Options (optional)' });
    const size = await within(options).findByRole('checkbox', { name: /^Size/ });
    expect(size).toHaveAccessibleName('Size Required · Choose 1 · Cutting, Full');
    await user.click(size);
    await user.click(within(options).getByRole('checkbox', { name: /^Add-ons/ }));
    await user.click(within(options).getByRole('button', { name: 'Move Add-ons up' }));
    await waitFor(() => expect(within(options).getByRole('button', { name: 'Move Add-ons up' })).toHaveFocus());
    // The item's groups first, in its order.
    expect(
      within(options)
        .getAllByRole('checkbox')
        .map((c) => [c.closest('label')?.textContent?.replace(/(Required|Optional).*/, ''), (c as HTMLInputElement).checked]),
    ).toEqual([
      ['Add-ons', true],
      ['Size', true],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('PUT', `/products/${chai._id}`)[0]?.data).toEqual({
      name: 'Masala Chai',
      shop_id: shop._id,
      menu_section_id: drinks._id,
      price: 10,
      option_group_ids: [addOnsGroup._id, sizeGroup._id],
    });
    // The menu lists an item's groups.
    expect(await screen.findByText('Options: Add-ons · Size')).toBeInTheDocument();
  });

  it('makes a new group from the item dialog, which comes attached; the server’s refusal shows under Options', async () => {
    const http = shopData([], [], {
      'POST /option-groups': ok({ success: true, message: API.groupCreated, data: sizeGroup }, 201),
      'POST /products': fail(422, { message: 'Validation failed', errors: { option_group_ids: API.groupNotInShop } }),
    });
    const { user } = renderShop('/shop/products?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    const options = await within(dialog).findByRole('group', { name: 'Options (optional)' });
    expect(await within(options).findByText(/No option groups yet/)).toBeInTheDocument();
    await user.click(within(options).getByRole('button', { name: '+ New option group' }));
    const group = await groupDialog();
    await user.type(within(group).getByLabelText('Group name'), SIZE.name);
    await fillChoice(user, group, 1, 'Cutting', '0');
    await user.click(within(group).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, group, 2, 'Full', '5');
    await user.click(within(group).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New option group' })).not.toBeInTheDocument());
    expect(await within(options).findByRole('checkbox', { name: /^Size/ })).toBeChecked();
    // The product dialog is still open, with the focus back on the button that opened the group's.
    expect(within(options).getByRole('button', { name: '+ New option group' })).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Product name'), 'Masala Chai');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(options).findByText(API.groupNotInShop)).toBeInTheDocument();
    expect(http.made('POST', '/products')[0]?.data).toMatchObject({ option_group_ids: [sizeGroup._id] });
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });
});

describe('option groups in a trial', () => {
  it("builds the issue's Masala Chai on this device, with no request", async () => {
    const http = mockHttp({});
    const { user } = renderShop('/shop/products?tab=options', { as: 'trial' });
    const tab = await panel();
    await user.click(await within(tab).findByRole('button', { name: 'New option group' }));
    let dialog = await groupDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Size');
    await fillChoice(user, dialog, 1, 'Cutting', '0');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'Full', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(tab).findByRole('listitem', { name: 'Size' })).toBeInTheDocument();

    await user.click(within(tab).getByRole('button', { name: 'New option group' }));
    dialog = await groupDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Add-ons');
    await user.click(within(dialog).getByRole('radio', { name: 'Several (multiple choice)' }));
    await user.click(within(dialog).getByRole('switch', { name: /^Required/ }));
    await user.type(within(dialog).getByLabelText('Maximum picks'), '2');
    await fillChoice(user, dialog, 1, 'Elaichi', '2');
    await user.click(within(dialog).getByRole('button', { name: '+ Add choice' }));
    await fillChoice(user, dialog, 2, 'Ginger', '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(tab).findByRole('listitem', { name: 'Add-ons' })).toHaveTextContent('Optional · Choose up to 2');
    expect(readTrialOptionGroups().map((g) => [g.name, g.min_picks, g.max_picks])).toEqual([
      ['Size', 1, 1],
      ['Add-ons', 0, 2],
    ]);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const item = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(item).getByLabelText('New section name'), 'Hot Drinks');
    await user.click(within(item).getByRole('button', { name: 'Create section' }));
    await user.type(within(item).getByLabelText('Product name'), 'Masala Chai');
    await user.type(within(item).getByLabelText('Price (₹)'), '10');
    await user.click(await within(item).findByRole('checkbox', { name: /^Size/ }));
    await user.click(within(item).getByRole('checkbox', { name: /^Add-ons/ }));
    await user.click(within(item).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [size, addOns] = readTrialOptionGroups();
    expect(readTrialMenu().products).toEqual([
      expect.objectContaining({ name: 'Masala Chai', option_group_ids: [size?._id, addOns?._id] }),
    ]);
    expect(within(tab).getByRole('listitem', { name: 'Size' })).toHaveTextContent('On 1 item: Masala Chai');
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(await screen.findByText('Options: Size · Add-ons')).toBeInTheDocument();
    expect(http.calls.filter((c) => /products|menu-sections|option-groups/.test(c.url))).toEqual([]);
  }, 20_000); // two groups and an item built: slow on a busy machine
});
