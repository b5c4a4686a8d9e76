import { mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import { LOCAL_NAME_MESSAGES, SHOP_API_MESSAGES, SHOP_LIMITS } from '@chowk/contracts';
import { mergeNames, trialSource } from './trial-source';
import { carryTrialMenu, readTrialMenu, TRIAL_SHOP_ID } from './trial-store';

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

describe('the trial keeps Hindi and Tamil names as the API does', () => {
  it('a given text replaces, an empty one removes, a language not given stays; none left: no names', () => {
    expect(mergeNames(undefined, undefined)).toBeUndefined();
    expect(mergeNames(undefined, { hi: ' समोसा ', ta: '' })).toEqual({ hi: 'समोसा' });
    expect(mergeNames({ hi: 'समोसा', ta: 'சமோசா' }, { hi: '' })).toEqual({ ta: 'சமோசா' });
    expect(mergeNames({ hi: 'समोसा' }, { hi: '' })).toBeUndefined();
  });

  it('sections and items take names on create and update; the rules are the contract’s', async () => {
    const snacks = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks', { hi: 'नाश्ता', ta: '' });
    expect(snacks).toMatchObject({ name: 'Snacks', names: { hi: 'नाश्ता' } });
    const renamed = await trialSource.updateSection(snacks._id, { name: 'Snacks', names: { hi: '', ta: 'சிற்றுண்டி' } });
    expect(renamed.names).toEqual({ ta: 'சிற்றுண்டி' });
    await expect(
      trialSource.createSection(TRIAL_SHOP_ID, 'Sweets', { hi: 'म'.repeat(SHOP_LIMITS.sectionNameMax + 1) }),
    ).rejects.toMatchObject({ status: 422, errors: { 'names.hi': LOCAL_NAME_MESSAGES.tooLong(SHOP_LIMITS.sectionNameMax) } });
    await trialSource.createSection(TRIAL_SHOP_ID, 'Sweets');
    await expect(trialSource.updateSection(snacks._id, { name: 'sweets' })).rejects.toMatchObject({
      status: 409,
      serverMessage: SHOP_API_MESSAGES.sectionExists,
    });

    const body = { name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: snacks._id, price: 20 };
    const samosa = await trialSource.createProduct({ ...body, names: { hi: 'समोसा', ta: 'சமோசா' } });
    expect(samosa.names).toEqual({ hi: 'समोसा', ta: 'சமோசா' });
    // An edit without names keeps them; an empty one removes that language's.
    expect((await trialSource.updateProduct(samosa._id, { ...body, price: 25 })).names).toEqual({ hi: 'समोसा', ta: 'சமோசா' });
    expect((await trialSource.updateProduct(samosa._id, { ...body, names: { ta: '' } })).names).toEqual({ hi: 'समोसा' });
    await expect(trialSource.createProduct({ ...body, names: { en: 'Samosa' } as never })).rejects.toMatchObject({
      status: 422,
      errors: { 'names.en': LOCAL_NAME_MESSAGES.unknownLanguage },
    });

    // A rename reaches the section's items.
    await trialSource.updateSection(snacks._id, { name: 'Tea-time Snacks' });
    expect(readTrialMenu().products[0]).toMatchObject({
      section: 'Tea-time Snacks',
      menu_section_id: { _id: snacks._id, name: 'Tea-time Snacks' },
    });
  });

  it('carries the names into the registered shop', async () => {
    const snacks = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks', { ta: 'சிற்றுண்டி' });
    await trialSource.createProduct({
      name: 'Samosa',
      names: { hi: 'समोसा' },
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: snacks._id,
      price: 20,
    });
    restoreHttp();
    const shopId = '66aa00000000000000000001';
    const api = mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [] }),
      'POST /menu-sections': (req) => ok({ menuSection: { _id: 'new-s', ...(req.data as object) } }, 201),
      'POST /products': (req) => ok({ product: { _id: 'new-p', ...(req.data as object) } }, 201),
    });
    expect(await carryTrialMenu(shopId)).toEqual({ sections: 1, products: 1, failed: 0 });
    expect(api.made('POST', '/menu-sections')[0]?.data).toEqual({ name: 'Snacks', names: { ta: 'சிற்றுண்டி' }, shop_id: shopId });
    expect(api.made('POST', '/products')[0]?.data).toEqual({
      name: 'Samosa',
      names: { hi: 'समोसा' },
      shop_id: shopId,
      menu_section_id: 'new-s',
      price: 20,
    });
    http = mockHttp({}); // the afterEach check is for the trial's own calls
  });
});
