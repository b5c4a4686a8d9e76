import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import { SHOP_API_MESSAGES, SHOP_VALIDATION as V, STORAGE_KEYS } from '@chowk/contracts';
import { TrialError, trialSource } from './trial-source';
import {
  carryTrialMenu,
  clearTrialData,
  hasTrialMenu,
  readTrialMenu,
  readTrialProfile,
  saveTrialProfile,
  TRIAL_SHOP_ID,
  trialShop,
} from './trial-store';

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

let http: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  // Every request the code under test makes lands here: a trial must make none.
  http = mockHttp({});
});
afterEach(() => {
  expect(http.calls).toEqual([]);
  restoreHttp();
});

describe('the trial source (local storage only)', () => {
  it('numbers sections list length + 1 and keeps them in STORAGE_KEYS.trialSections', async () => {
    const a = await trialSource.createSection(TRIAL_SHOP_ID, '  Hot Drinks ');
    const b = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(a).toMatchObject({ name: 'Hot Drinks', order: 1, shop_id: TRIAL_SHOP_ID });
    expect(b).toMatchObject({ name: 'Snacks', order: 2 });
    expect(a._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a._id).not.toBe(b._id);
    expect(stored(STORAGE_KEYS.trialSections)).toEqual([a, b]);
    expect(await trialSource.listSections(TRIAL_SHOP_ID)).toEqual([a, b]);
  });

  it('runs the API rules: section name required, duplicate refused, item rules with the spec texts', async () => {
    await expect(trialSource.createSection(TRIAL_SHOP_ID, '   ')).rejects.toMatchObject({
      status: 422,
      errors: { name: V.sectionNameRequired },
    });
    await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    await expect(trialSource.createSection(TRIAL_SHOP_ID, 'snacks')).rejects.toMatchObject({
      status: 409,
      serverMessage: SHOP_API_MESSAGES.sectionExists,
    });
    const failure = await trialSource
      .createProduct({ name: ' ', shop_id: TRIAL_SHOP_ID, menu_section_id: '', price: 0 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TrialError);
    expect((failure as TrialError).errors).toEqual({
      name: V.productNameRequired,
      menu_section_id: V.sectionRequired,
      price: V.priceTooLow,
    });
    await expect(
      trialSource.createProduct({ name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: 'gone', price: 20 }),
    ).rejects.toMatchObject({ status: 422, errors: { menu_section_id: SHOP_API_MESSAGES.sectionNotFound } });
    expect(stored(STORAGE_KEYS.trialProducts)).toBeNull();
  });

  it('adds, edits, marks sold out and deletes items; the data is still there after a reload', async () => {
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const samosa = await trialSource.createProduct({
      name: ' Samosa ',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 20.5,
      description: ' Crisp ',
    });
    expect(samosa).toMatchObject({
      name: 'Samosa',
      price: 20.5,
      description: 'Crisp',
      section: 'Snacks',
      menu_section_id: { _id: section._id, name: 'Snacks' },
      sold_out: false,
    });
    const sold = await trialSource.setSoldOut(samosa._id, true);
    expect(sold.sold_out).toBe(true);
    const edited = await trialSource.updateProduct(samosa._id, {
      name: 'Samosa (2 pcs)',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 25,
    });
    // An edit keeps the item sold out; an emptied description goes.
    expect(edited).toMatchObject({ name: 'Samosa (2 pcs)', price: 25, sold_out: true });
    expect(edited.description).toBeUndefined();

    // A reload: a fresh copy of the modules reads the same storage.
    let reloaded: { sections: unknown[]; products: unknown[] } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      reloaded = (require('./trial-store') as typeof import('./trial-store')).readTrialMenu();
    });
    expect(reloaded).toEqual({ sections: [section], products: [edited] });

    await trialSource.deleteProduct(samosa._id);
    expect(readTrialMenu().products).toEqual([]);
    await expect(trialSource.deleteProduct(samosa._id)).rejects.toMatchObject({
      status: 404,
      serverMessage: SHOP_API_MESSAGES.productNotFound,
    });
  });

  it('recovers corrupt storage instead of crashing: bad JSON, a non-list, rows without their fields', async () => {
    localStorage.setItem(STORAGE_KEYS.trialSections, '{not json');
    localStorage.setItem(STORAGE_KEYS.trialProducts, '{"a":1}');
    localStorage.setItem(STORAGE_KEYS.trialOrders, '[1, null, {"_id":"o1","items":[],"status":"pending","total_amount":5}]');
    expect(readTrialMenu()).toEqual({ sections: [], products: [] });
    expect(localStorage.getItem(STORAGE_KEYS.trialSections)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.trialProducts)).toBeNull();
    expect(await trialSource.listOrders(TRIAL_SHOP_ID)).toEqual([{ _id: 'o1', items: [], status: 'pending', total_amount: 5 }]);
    // The cleaned list is written back.
    expect(stored(STORAGE_KEYS.trialOrders)).toHaveLength(1);

    localStorage.setItem(
      STORAGE_KEYS.trialProducts,
      JSON.stringify([{ _id: 'p1', name: 'No price', sold_out: false, menu_section_id: 's1' }, 'junk']),
    );
    expect(await trialSource.listProducts(TRIAL_SHOP_ID)).toEqual([]);
    // And the store keeps working on top of it.
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(section.order).toBe(1);
  });

  it('keeps the trial profile (never a password) and clears everything at the end', async () => {
    saveTrialProfile({ mobile: '9876543210', email: 'asha@example.com' });
    expect(readTrialProfile()).toEqual({ mobile: '9876543210', email: 'asha@example.com' });
    localStorage.setItem(STORAGE_KEYS.trialShop, '"oops"');
    expect(readTrialProfile()).toBeNull();
    await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(hasTrialMenu()).toBe(true);
    clearTrialData();
    expect(hasTrialMenu()).toBe(false);
    for (const key of [
      STORAGE_KEYS.trialShop,
      STORAGE_KEYS.trialSections,
      STORAGE_KEYS.trialProducts,
      STORAGE_KEYS.trialOrders,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('has one trial shop, never a customer-facing code', () => {
    expect(trialShop()).toBe(trialShop());
    expect(trialShop()).toMatchObject({ _id: TRIAL_SHOP_ID, code: 'TRIAL' });
  });
});

describe('carryTrialMenu (after registering: the only trial code that calls the API)', () => {
  const shopId = '66aa00000000000000000001';

  async function trialMenu() {
    const drinks = await trialSource.createSection(TRIAL_SHOP_ID, 'Hot Drinks');
    const snacks = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const chai = await trialSource.createProduct({
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: drinks._id,
      price: 15,
      description: 'With ginger',
    });
    await trialSource.setSoldOut(chai._id, true);
    await trialSource.createProduct({ name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: snacks._id, price: 20 });
    return { drinks, snacks };
  }

  it('creates the sections, then the items under the new section ids; sold-out items stay sold out', async () => {
    await trialMenu();
    restoreHttp();
    let n = 0;
    const api = mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [] }),
      'POST /menu-sections': (req) => ok({ menuSection: { _id: `new-s${++n}`, ...(req.data as object) } }, 201),
      'POST /products': (req) => ok({ product: { _id: `new-p${++n}`, ...(req.data as object) } }, 201),
      'PATCH /products/new-p3/availability': ok({ product: { _id: 'new-p3', sold_out: true } }),
    });
    const progress: number[] = [];
    const result = await carryTrialMenu(shopId, (done) => progress.push(done));
    expect(result).toEqual({ sections: 2, products: 2, failed: 0 });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(api.made('POST', '/menu-sections').map((c) => c.data)).toEqual([
      { name: 'Hot Drinks', shop_id: shopId },
      { name: 'Snacks', shop_id: shopId },
    ]);
    expect(api.made('POST', '/products').map((c) => c.data)).toEqual([
      { name: 'Masala Chai', shop_id: shopId, menu_section_id: 'new-s1', price: 15, description: 'With ginger' },
      { name: 'Samosa', shop_id: shopId, menu_section_id: 'new-s2', price: 20 },
    ]);
    expect(api.made('PATCH', '/products/new-p3/availability').map((c) => c.data)).toEqual([{ sold_out: true }]);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    http = mockHttp({}); // the afterEach check is for the trial's own calls
  });

  it('counts what failed: an item whose section could not be made, an item the API refused; reuses a section of the same name', async () => {
    await trialMenu();
    restoreHttp();
    mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [{ _id: 'kept', name: 'hot drinks', shop_id: shopId }] }),
      'POST /menu-sections': fail(500),
      'POST /products': fail(422, { message: 'Validation failed', errors: { price: V.priceTooLow } }),
    });
    const result = await carryTrialMenu(shopId);
    // Hot Drinks reused; Snacks failed (and with it Samosa); Masala Chai refused.
    expect(result).toEqual({ sections: 1, products: 0, failed: 3 });
    http = mockHttp({});
  });
});
