import { waitFor } from '@testing-library/react';
import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  DELIVERY_TERMS_MESSAGES,
  OPTION_API_MESSAGES as API,
  type Product,
  ROLE_SHOPKEEPER,
} from '@chowk/contracts';
import { accountTypeSet, makeStore, selectShop, signedIn, userLoaded } from '@chowk/store';
import { TRIAL_SHOP_ID } from '../data/trial-store';
import { ADD_ONS, addOnsGroup, SIZE, sizeGroup } from '../testing/option-fixtures';
import { shop, user } from '../testing/render-shop';
import { menuApi } from './menu.api';
import { optionsApi } from './options.api';

const chai: Product = {
  _id: '5f0000000000000000000001',
  name: 'Masala Chai',
  shop_id: shop._id,
  price: 10,
  section: 'Hot Drinks',
  menu_section_id: { _id: '5e0000000000000000000001', name: 'Hot Drinks' },
  sold_out: false,
  option_group_ids: [sizeGroup._id, addOnsGroup._id],
  option_groups: [sizeGroup, addOnsGroup],
};
const groupsPath = `GET /option-groups/shop/${shop._id}`;
const productsPath = `GET /products/shop/${shop._id}`;

afterEach(() => {
  restoreHttp();
  localStorage.clear();
});

const { listOptionGroups, saveOptionGroup, removeOptionGroup, setChoiceSoldOut, saveDeliveryTerms } = optionsApi.endpoints;

/** A signed-in shopkeeper's store with the menu and the groups loaded. */
async function loaded(routes: Parameters<typeof mockHttp>[0] = {}) {
  const http = mockHttp({
    [productsPath]: ok({ products: [chai] }),
    [groupsPath]: ok({ success: true, data: [sizeGroup, addOnsGroup] }),
    ...routes,
  });
  const store = makeStore();
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
  store.dispatch(menuApi.endpoints.listProducts.initiate(shop._id));
  store.dispatch(listOptionGroups.initiate(shop._id));
  await Promise.all(store.dispatch(optionsApi.util.getRunningQueriesThunk()));
  return {
    store,
    http,
    groups: () => listOptionGroups.select(shop._id)(store.getState() as never).data,
    products: () => menuApi.endpoints.listProducts.select(shop._id)(store.getState() as never).data,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the option group endpoints over the API', () => {
  it('list the groups; a new one joins the list from its answer, with no request for the items', async () => {
    const sugar = { ...sizeGroup, _id: 'a'.repeat(24), name: 'Sugar' };
    const { store, http, groups } = await loaded({
      'POST /option-groups': ok({ success: true, message: API.groupCreated, data: sugar }, 201),
    });
    expect(groups()).toEqual([sizeGroup, addOnsGroup]);
    await store.dispatch(saveOptionGroup.initiate({ shopId: shop._id, body: { ...SIZE, name: 'Sugar' } })).unwrap();
    expect(http.made('POST', '/option-groups').map((c) => c.data)).toEqual([{ ...SIZE, name: 'Sugar', shop_id: shop._id }]);
    expect(groups()?.map((g) => g.name)).toEqual(['Size', 'Add-ons', 'Sugar']);
    await settle();
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(1);
  });

  it('an edit takes its place and the items are read again (they embed their groups); a delete leaves the list and the items', async () => {
    const glass = { ...sizeGroup, name: 'Glass' };
    const { store, http, groups, products } = await loaded({
      [`PUT /option-groups/${sizeGroup._id}`]: ok({ success: true, message: API.groupSaved, data: glass }),
      [`DELETE /option-groups/${addOnsGroup._id}`]: ok({ success: true, message: API.groupDeleted }),
    });
    http.routes[productsPath] = ok({ products: [{ ...chai, option_groups: [glass, addOnsGroup] }] });
    await store
      .dispatch(saveOptionGroup.initiate({ id: sizeGroup._id, shopId: shop._id, body: { ...SIZE, name: 'Glass' } }))
      .unwrap();
    expect(http.made('PUT', `/option-groups/${sizeGroup._id}`)[0]?.data).toEqual({ ...SIZE, name: 'Glass' });
    expect(groups()?.map((g) => g.name)).toEqual(['Glass', 'Add-ons']);
    await Promise.all(store.dispatch(optionsApi.util.getRunningQueriesThunk()));
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(2);
    expect(products()?.[0]?.option_groups?.[0]?.name).toBe('Glass');

    http.routes[productsPath] = ok({ products: [{ ...chai, option_group_ids: [sizeGroup._id], option_groups: [glass] }] });
    await store.dispatch(removeOptionGroup.initiate({ id: addOnsGroup._id, shopId: shop._id })).unwrap();
    expect(groups()?.map((g) => g.name)).toEqual(['Glass']);
    await Promise.all(store.dispatch(optionsApi.util.getRunningQueriesThunk()));
    expect(products()?.[0]?.option_group_ids).toEqual([sizeGroup._id]);
  });

  it('fail a save with the field messages by the contract keys (the QueryError)', async () => {
    const { store } = await loaded({
      'POST /option-groups': fail(422, {
        message: 'Validation failed',
        errors: { 'choices.1.price': 'Price change must be ₹0 or more' },
      }),
    });
    const failure = await store
      .dispatch(saveOptionGroup.initiate({ shopId: shop._id, body: ADD_ONS }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, errors: { 'choices.1.price': 'Price change must be ₹0 or more' } });
  });

  it("flip a choice's sold out at once, in the groups and the items' copies, and back when the save fails", async () => {
    const full = sizeGroup.choices[1]!;
    const path = `PATCH /option-groups/${sizeGroup._id}/choices/${full._id}/availability`;
    const { store, http, groups, products } = await loaded({ [path]: fail(500) });
    const soldOut = () => [groups()?.[0]?.choices[1]?.sold_out, products()?.[0]?.option_groups?.[0]?.choices[1]?.sold_out];
    const pending = store.dispatch(setChoiceSoldOut.initiate({ groupId: sizeGroup._id, choiceId: full._id, soldOut: true }));
    expect(soldOut()).toEqual([true, true]); // optimistic
    await pending;
    expect(soldOut()).toEqual([false, false]); // rolled back

    const saved = { ...sizeGroup, choices: sizeGroup.choices.map((c) => (c._id === full._id ? { ...c, sold_out: true } : c)) };
    http.routes[path] = ok({ success: true, message: API.choiceMarkedSoldOut('Full'), data: saved });
    await store.dispatch(setChoiceSoldOut.initiate({ groupId: sizeGroup._id, choiceId: full._id, soldOut: true })).unwrap();
    expect(soldOut()).toEqual([true, true]);
    expect(http.made('PATCH', `/option-groups/${sizeGroup._id}/choices/${full._id}/availability`).map((c) => c.data)).toEqual([
      { sold_out: true },
      { sold_out: true },
    ]);
    // No item list was read again for it.
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(1);
  });

  it('save the delivery terms: the answered shop goes into the session, then the shop is read again (refreshShop)', async () => {
    const terms = { fee: 15, free_above: 300, minimum_order: null, max_distance_km: null };
    const saved = { ...shop, delivers: true, delivery_terms: terms };
    const { store, http } = await loaded({
      [`PUT /shops/${shop._id}/delivery-terms`]: ok({ success: true, message: DELIVERY_TERMS_MESSAGES.saved, data: saved }),
      'GET /auth/me': ok({ user, role: ROLE_SHOPKEEPER, shop: saved, customer: null }),
    });
    const answer = await store.dispatch(saveDeliveryTerms.initiate({ shopId: shop._id, body: terms })).unwrap();
    expect(answer.message).toBe(DELIVERY_TERMS_MESSAGES.saved);
    expect(http.made('PUT', `/shops/${shop._id}/delivery-terms`)[0]?.data).toEqual(terms);
    expect(selectShop(store.getState())?.delivery_terms).toEqual(terms);
    await waitFor(() => expect(http.made('GET', '/auth/me')).toHaveLength(1));
  });
});

describe('the option group endpoints over the trial', () => {
  it('run on this device with no request, and the items follow their groups', async () => {
    const http = mockHttp({});
    const store = makeStore();
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
    await store.dispatch(listOptionGroups.initiate(TRIAL_SHOP_ID));
    const size = await store.dispatch(saveOptionGroup.initiate({ shopId: TRIAL_SHOP_ID, body: SIZE })).unwrap();
    expect(listOptionGroups.select(TRIAL_SHOP_ID)(store.getState() as never).data).toEqual([size]);
    await store.dispatch(setChoiceSoldOut.initiate({ groupId: size._id, choiceId: size.choices[0]!._id, soldOut: true }));
    expect(listOptionGroups.select(TRIAL_SHOP_ID)(store.getState() as never).data?.[0]?.choices[0]?.sold_out).toBe(true);
    await store.dispatch(removeOptionGroup.initiate({ id: size._id, shopId: TRIAL_SHOP_ID })).unwrap();
    expect(listOptionGroups.select(TRIAL_SHOP_ID)(store.getState() as never).data).toEqual([]);
    const answer = await store
      .dispatch(
        saveDeliveryTerms.initiate({
          shopId: TRIAL_SHOP_ID,
          body: { fee: 0, free_above: null, minimum_order: null, max_distance_km: null },
        }),
      )
      .unwrap();
    expect(answer.data.delivery_terms?.fee).toBe(0);
    await waitFor(() => expect(selectShop(store.getState())?.delivery_terms?.fee).toBe(0));
    expect(http.calls).toEqual([]);
  });
});
