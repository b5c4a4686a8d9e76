import { screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { cartLineKey, type OptionGroup } from '@chowk/contracts';
import { selectCart } from '../../../store/customer.slice';
import { addOns, chai, cutting, full, ginger, kadak, lessSugar, shop, shopRoutes, size, sugar } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';
import { NO_CHOICE, pickHint, requiredFirst } from './option-sheet';

afterEach(resetCustomerTestState);

async function openStorefront(products = [chai, kadak]) {
  mockHttp(shopRoutes(shop, products));
  const view = renderCustomer('/customer/shop/SHOP-1234');
  await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
  return view;
}

const addButton = () => screen.getByRole('button', { name: 'Add Kadak Chai to cart' });

async function openSheet(user: ReturnType<typeof renderCustomer>['user']) {
  await user.click(addButton());
  return within(await screen.findByRole('dialog', { name: 'Kadak Chai' }));
}

const sheetAdd = () => screen.getByRole('button', { name: /^Add · / });

describe('the card of an item with options', () => {
  it('says it is customisable and shows its price from the cheapest valid choice', async () => {
    await openStorefront([
      chai,
      kadak,
      { ...kadak, _id: '5f0000000000000000000006', name: 'Plain Tea', option_groups: [addOns] },
    ]);
    const card = screen.getByRole('heading', { name: 'Kadak Chai' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Customisable')).toBeInTheDocument();
    // ₹5 and the required size's cheapest choice (Cutting ₹10).
    expect(within(card).getByText('from ₹15.00')).toBeInTheDocument();
    // Optional groups only: the item's own price.
    const plain = screen.getByRole('heading', { name: 'Plain Tea' }).closest('li') as HTMLElement;
    expect(within(plain).getByText('Customisable')).toBeInTheDocument();
    expect(within(plain).getByText('₹5.00')).toBeInTheDocument();
    // An item without groups is as it was.
    const masala = screen.getByRole('heading', { name: 'Masala Chai' }).closest('li') as HTMLElement;
    expect(within(masala).queryByText('Customisable')).not.toBeInTheDocument();
    expect(within(masala).getByText('₹15.00')).toBeInTheDocument();
  });

  it('the cheapest choice sold out: from the next one', async () => {
    const soldOutCutting = { ...size, choices: [{ ...cutting, sold_out: true }, full] };
    await openStorefront([{ ...kadak, option_groups: [soldOutCutting] }]);
    expect(screen.getByText('from ₹20.00')).toBeInTheDocument();
  });
});

describe('the option sheet', () => {
  it('opens as a dialog named by the item, focus inside, required groups first with their hints', async () => {
    const { user } = await openStorefront();
    const sheet = await openSheet(user);
    const groups = sheet.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'SizeRequired',
      'Add-onsOptional',
      'SugarOptional',
    ]);
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-describedby') &&
          document.getElementById(g.getAttribute('aria-describedby') as string)?.textContent,
      ),
    ).toEqual(['Choose 1', 'Choose up to 2', 'Choose 1']);
    // Focus moved in: the first choice of the first group.
    expect(sheet.getByRole('radio', { name: /Cutting/ })).toHaveFocus();
    // Radios for a single choice, checkboxes for several; the price change, nothing for 0.
    expect(sheet.getByRole('radio', { name: 'Cutting +₹10.00' })).toBeInTheDocument();
    expect(sheet.getByRole('checkbox', { name: 'Elaichi +₹2.00' })).toBeInTheDocument();
    expect(sheet.getByRole('radio', { name: 'Less sugar' })).toBeInTheDocument();
    // An optional single choice can be left empty.
    expect(sheet.getByRole('radio', { name: NO_CHOICE })).toBeChecked();
    // Sold out: disabled and said.
    expect(sheet.getByRole('checkbox', { name: 'Honey Sold out' })).toBeDisabled();
  });

  it('keeps Add disabled until the choices are valid, saying what is missing; the price runs with the picks and the quantity', async () => {
    const { user, store } = await openStorefront();
    const sheet = await openSheet(user);
    expect(sheetAdd()).toBeDisabled();
    expect(sheetAdd()).toHaveTextContent('Add · ₹5.00');
    expect(sheetAdd()).toHaveAccessibleDescription('Choose Size for Kadak Chai');

    await user.click(sheet.getByRole('checkbox', { name: /Elaichi/ }));
    expect(sheetAdd()).toHaveTextContent('Add · ₹7.00');
    expect(sheetAdd()).toBeDisabled();
    await user.click(sheet.getByRole('radio', { name: /Full/ }));
    expect(sheetAdd()).toBeEnabled();
    expect(sheetAdd()).not.toHaveAccessibleDescription();
    expect(sheetAdd()).toHaveTextContent('Add · ₹22.00');
    // Another size replaces the first.
    await user.click(sheet.getByRole('radio', { name: /Cutting/ }));
    expect(sheetAdd()).toHaveTextContent('Add · ₹17.00');
    await user.click(sheet.getByRole('radio', { name: /Full/ }));

    // The most add-ons picked: the others wait.
    await user.click(sheet.getByRole('checkbox', { name: /Ginger/ }));
    expect(sheet.getByRole('checkbox', { name: /Tulsi/ })).toBeDisabled();
    await user.click(sheet.getByRole('checkbox', { name: /Elaichi/ }));
    expect(sheet.getByRole('checkbox', { name: /Tulsi/ })).toBeEnabled();
    await user.click(sheet.getByRole('radio', { name: /Less sugar/ }));

    const quantity = sheet.getByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await user.click(within(quantity).getByRole('button', { name: 'One more' }));
    expect(sheetAdd()).toHaveTextContent('Add · ₹44.00');

    await user.click(sheetAdd());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addButton()).toHaveFocus());
    // One line, the choices in the item's own group order (add-ons, size, sugar), whatever the clicks.
    expect(selectCart(store.getState()).lines).toEqual([
      {
        productId: kadak._id,
        optionIds: [ginger._id, full._id, lessSugar._id],
        options: [
          { group: 'Add-ons', name: 'Ginger', pricePaise: 200 },
          { group: 'Size', name: 'Full', pricePaise: 1500 },
          { group: 'Sugar', name: 'Less sugar', pricePaise: 0 },
        ],
        name: 'Kadak Chai',
        pricePaise: 2200,
        quantity: 2,
      },
    ]);
    expect(screen.getByRole('link', { name: /View cart/ })).toHaveTextContent('View cart·2 items·₹44.00');
    expect(screen.getByText('Kadak Chai added to cart, 2 in cart')).toBeInTheDocument();
    const card = addButton().closest('li') as HTMLElement;
    expect(within(card).getByText('2 in cart')).toBeInTheDocument();
  });

  it('the same choices again add to their line; other choices are another line', async () => {
    const { user, store } = await openStorefront();
    for (const pick of [/Full/, /Full/, /Cutting/]) {
      const sheet = await openSheet(user);
      await user.click(sheet.getByRole('radio', { name: pick }));
      await user.click(sheetAdd());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const lines = selectCart(store.getState()).lines;
    expect(lines.map((l) => [cartLineKey(l.productId, l.optionIds), l.quantity])).toEqual([
      [cartLineKey(kadak._id, [full._id]), 2],
      [cartLineKey(kadak._id, [cutting._id]), 1],
    ]);
    expect(within(addButton().closest('li') as HTMLElement).getByText('3 in cart')).toBeInTheDocument();
  });

  it('Escape and Close close it, adding nothing, and the focus goes back to Add', async () => {
    const { user, store } = await openStorefront();
    const sheet = await openSheet(user);
    await user.click(sheet.getByRole('radio', { name: /Full/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toHaveFocus());

    const again = await openSheet(user);
    // A new sheet: nothing picked.
    expect(again.getByRole('radio', { name: /Full/ })).not.toBeChecked();
    await user.click(again.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toHaveFocus());
    expect(selectCart(store.getState()).lines).toEqual([]);
  });

  it('keeps Tab inside the sheet', async () => {
    const { user } = await openStorefront();
    const sheet = await openSheet(user);
    await user.click(sheet.getByRole('radio', { name: /Full/ }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('pick hints and order', () => {
  const group = (extra: Partial<OptionGroup>): OptionGroup => ({ ...addOns, ...extra });
  it('says how many to choose', () => {
    expect(pickHint(size)).toBe('Choose 1');
    expect(pickHint(sugar)).toBe('Choose 1');
    expect(pickHint(addOns)).toBe('Choose up to 2');
    expect(pickHint(group({ required: true, min_picks: 1, max_picks: 4 }))).toBe('Choose at least 1');
    expect(pickHint(group({ required: true, min_picks: 1, max_picks: 2 }))).toBe('Choose 1 to 2');
    expect(pickHint(group({ required: true, min_picks: 2, max_picks: 2 }))).toBe('Choose 2');
  });
  it('puts required groups first, each side in its own order', () => {
    const requiredAddOns = group({ _id: 'r2', required: true, min_picks: 1 });
    expect(requiredFirst([addOns, size, sugar, requiredAddOns]).map((g) => g._id)).toEqual([
      size._id,
      'r2',
      addOns._id,
      sugar._id,
    ]);
  });
});
