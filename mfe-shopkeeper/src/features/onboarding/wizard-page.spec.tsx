import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, ok, type Route } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  SHOP_API_MESSAGES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  SHOP_VALIDATION as V,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { trialSource } from '../../data/trial-source';
import { hasTrialMenu, readTrialProfile, saveTrialProfile, TRIAL_SHOP_ID } from '../../data/trial-store';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';

afterEach(resetShopTestState);

const location = () => screen.getByTestId('location').textContent;
const stepNames = () =>
  within(screen.getByRole('list', { name: 'Registration steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const district = (n: number, name: string, city = 'Bengaluru', state = 'Karnataka') => ({
  _id: `d${n}`,
  name,
  cityId: { _id: `c-${city}`, name: city, stateId: { _id: `s-${state}`, name: state, code: 'KA' } },
});
const page = <T,>(key: string, rows: T[]) => ok({ [key]: rows, page: 1, limit: 100, total: rows.length, hasMore: false });
const CHOICES: Record<string, Route> = {
  'GET /categories': page('categories', [
    { _id: 'c1', name: 'Tea Stall' },
    { _id: 'c2', name: 'Bakery' },
  ]),
  'GET /areas/all': page('areas', [district(1, 'Indiranagar'), district(2, 'Koramangala')]),
};
const ME = { 'GET /auth/me': ok({ user: { ...user, mobileVerified: false }, role: 'shopkeeper', shop, customer: null }) };
const SIGNED_UP = ok({ token: 'new-token', userId: user._id, shop, message: SHOP_API_MESSAGES.accountCreated }, 201);

type U = ReturnType<typeof renderShop>['user'];

async function fillShopInfo(u: U) {
  await u.type(screen.getByLabelText('Shop name'), 'Sharma Tea Stall');
  await u.type(screen.getByLabelText('Owner name'), 'Asha Sharma');
  await u.selectOptions(await screen.findByLabelText('Shop category'), 'c1');
  await u.selectOptions(screen.getByLabelText('District'), 'd1');
  await u.click(screen.getByRole('button', { name: 'Next' }));
}
async function fillContact(u: U, mobile = '9876543210') {
  await u.type(await screen.findByLabelText('Mobile number'), mobile);
  await u.click(screen.getByRole('button', { name: 'Next' }));
}
async function fillSecurity(u: U, submit = 'Submit') {
  await u.type(await screen.findByLabelText('Password'), 'chai1234');
  await u.type(screen.getByLabelText('Confirm password'), 'chai1234');
  await u.click(screen.getByRole('button', { name: submit }));
}

describe('the registration wizard: every variant shows its steps (docs/product.md §2)', () => {
  it.each([
    ['', ['Shop Information', 'Contact Details', 'Account Security', 'Business Booster', 'Payment']],
    ['?free-trial=true', ['Contact Details', 'Account Security']],
    ['?selected-plan=starter&create-shop=true', ['Shop Information', 'Contact Details', 'Account Security', 'Payment']],
    ['?selected-plan=starter', ['Payment']],
    [
      '?redirect-from=%2Fshop%2Fproducts',
      ['Shop Information', 'Contact Details', 'Account Security', 'Business Booster', 'Payment'],
    ],
  ])('/shop/onboarding%s', async (query, steps) => {
    mockHttp(CHOICES);
    renderShop(`/shop/onboarding${query}`, { as: 'nobody' });
    expect(await screen.findByText(`Step 1 of ${steps.length}: ${steps[0]}`)).toBeInTheDocument();
    expect(stepNames()).toEqual(steps);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(steps[0] as string);
  });
});

describe('the registration wizard: the full registration', () => {
  it('checks each step on Next with the spec texts, keeps values across steps, clears errors on a step change, and signs up', async () => {
    const http = mockHttp({ ...CHOICES, ...ME, 'POST /auth/signup': SIGNED_UP });
    const { user: u, store } = renderShop('/shop/onboarding', { as: 'nobody' });
    expect(await screen.findByText('Step 1 of 5: Shop Information')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Shop Information');

    // Shop Information: every rule on Next; the districts read "District, City, State".
    await u.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [V.shopNameRequired, V.ownerNameRequired, V.shopCategoryRequired, V.districtRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: 'Indiranagar, Bengaluru, Karnataka' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveAttribute('aria-invalid', 'true');
    await fillShopInfo(u);

    // Contact Details: focus on its heading; the mobile rules; Back clears the errors and keeps the values.
    expect(await screen.findByText('Step 2 of 5: Contact Details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register your shop: Contact Details' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(V.mobileLength)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 5: Shop Information')).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveValue('Sharma Tea Stall');
    expect(screen.getByLabelText('District')).toHaveValue('d1');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(V.mobileLength)).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Mobile number'), '98765abcde');
    await u.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(V.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(V.emailInvalid)).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Mobile number'));
    await u.clear(screen.getByLabelText('Email (optional)'));
    await fillContact(u);

    // Account Security: the button is Submit; the rules, then the mismatch on confirm_password.
    expect(await screen.findByText('Step 3 of 5: Account Security')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(V.passwordTooShort)).toHaveLength(2);
    await u.type(screen.getByLabelText('Password'), 'chai1234');
    await u.type(screen.getByLabelText('Confirm password'), 'chai12345');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(V.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(V.passwordsDoNotMatch);
    expect(http.made('POST', '/auth/signup')).toHaveLength(0);
    await u.clear(screen.getByLabelText('Confirm password'));
    await u.type(screen.getByLabelText('Confirm password'), 'chai1234');
    await u.click(screen.getByRole('button', { name: 'Submit' }));

    // The signup: docs/product.md §3's payload (email omitted when empty), the session, the toast.
    expect(await screen.findByText('Step 4 of 5: Business Booster')).toBeInTheDocument();
    expect(http.made('POST', '/auth/signup').map((c) => c.data)).toEqual([
      {
        user_name: 'Asha Sharma',
        shop_name: 'Sharma Tea Stall',
        shop_category_id: 'c1',
        district_id: 'd1',
        mobile: '9876543210',
        password: 'chai1234',
      },
    ]);
    expect(screen.getByText(SHOP_SUCCESS.accountCreated)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.shopType)).toBe(shop.category_id);
    expect(store.getState().session).toMatchObject({ token: 'new-token', role: 'shopkeeper', shop });

    // Business Booster: no way back past the signup; the plans of docs/product.md §9, monthly and yearly.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const plans = screen.getByRole('list', { name: 'Plans' });
    expect(within(plans).getByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(within(plans).getByText('₹12/month')).toBeInTheDocument();
    expect(within(plans).getByText('₹60/month')).toBeInTheDocument();
    expect(within(plans).getByText('Accept online orders')).toBeInTheDocument();
    expect(within(plans).getByText('Live WhatsApp alerts')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Yearly (save up to 17%)' }));
    expect(screen.getByRole('button', { name: 'Yearly (save up to 17%)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(plans).getByText('₹120/year')).toBeInTheDocument();
    expect(within(plans).getByText('₹600/year')).toBeInTheDocument();
    expect(within(plans).getAllByText(/^Save 17% against twelve months/)).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Choose Professional' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));

    // Payment: the spec's button, disabled until the gateway's script loads; no Back; out to the dashboard.
    expect(await screen.findByText('Step 5 of 5: Payment')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay ₹50 & Complete Registration' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(/You pay by UPI on the payment page and come back here/);
    expect(screen.getByText('Professional, ₹600/year')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(location()).toBe('/shop/dashboard?show-subscription-plan=true'));
  }, 30_000);

  it('the email goes in the payload when given; the way out of Business Booster keeps redirect-from', async () => {
    const http = mockHttp({ ...CHOICES, ...ME, 'POST /auth/signup': SIGNED_UP });
    const { user: u } = renderShop('/shop/onboarding?redirect-from=%2Fshop%2Fproducts', { as: 'nobody' });
    await screen.findByText('Step 1 of 5: Shop Information');
    await fillShopInfo(u);
    await u.type(await screen.findByLabelText('Email (optional)'), ' asha@example.com ');
    await fillContact(u);
    await fillSecurity(u);
    expect(await screen.findByText('Step 4 of 5: Business Booster')).toBeInTheDocument();
    expect(http.made('POST', '/auth/signup')[0]?.data).toMatchObject({ email: 'asha@example.com' });
    await u.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(location()).toBe('/shop/products?show-subscription-plan=true'));
  });

  it('a long district list gets a search that keeps the chosen district', async () => {
    const many = Array.from({ length: 11 }, (_, i) => district(i + 10, `Ward ${i + 1}`));
    mockHttp({ ...CHOICES, 'GET /areas/all': page('areas', [...many, district(2, 'Mysuru Town', 'Mysuru')]) });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    const search = await screen.findByLabelText('Find your area');
    const districts = () => within(screen.getByLabelText('District')).getAllByRole('option').slice(1);
    expect(districts()).toHaveLength(12);
    await u.type(search, 'mysuru');
    expect(districts().map((o) => o.textContent)).toEqual(['Mysuru Town, Mysuru, Karnataka']);
    expect(screen.getByText('1 district matches: choose it below.')).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('District'), 'd2');
    await u.clear(search);
    await u.type(search, 'ward 1');
    expect(districts().map((o) => o.textContent)).toEqual([
      'Mysuru Town, Mysuru, Karnataka',
      'Ward 1, Bengaluru, Karnataka',
      'Ward 10, Bengaluru, Karnataka',
      'Ward 11, Bengaluru, Karnataka',
    ]);
    expect(screen.getByLabelText('District')).toHaveValue('d2');
  });

  it('shows the loading state, and an error with Retry when categories and districts cannot be loaded', async () => {
    const http = mockHttp({ ...CHOICES, 'GET /areas/all': NETWORK_DOWN });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    expect(await screen.findByText(/Could not load the shop categories and districts/)).toBeInTheDocument();
    http.routes['GET /areas/all'] = CHOICES['GET /areas/all'] as Route;
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('District')).toBeInTheDocument();
  });
});

describe('the registration wizard: server answers to the signup', () => {
  async function reachSubmit(u: U) {
    await screen.findByText(/^Step 1 of/);
    await fillShopInfo(u);
    await fillContact(u);
    await fillSecurity(u);
  }

  it('a duplicate mobile (409) goes back to Contact Details, on the field, with the focus there', async () => {
    const http = mockHttp({ ...CHOICES, ...ME, 'POST /auth/signup': fail(409, { message: SHOP_API_MESSAGES.mobileTaken }) });
    const { user: u } = renderShop('/shop/onboarding?selected-plan=starter&create-shop=true', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByText('Step 2 of 4: Contact Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(SHOP_API_MESSAGES.mobileTaken);
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());

    // A new number, and the signup goes through: straight to Payment (no plan step), no Back there.
    http.routes['POST /auth/signup'] = SIGNED_UP;
    await u.clear(screen.getByLabelText('Mobile number'));
    await fillContact(u, '9123456780');
    expect(screen.queryByText(SHOP_API_MESSAGES.mobileTaken)).not.toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Step 4 of 4: Payment')).toBeInTheDocument();
    expect(screen.getByText('Starter, ₹12/month')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(http.made('POST', '/auth/signup')).toHaveLength(2);
  });

  it('a duplicate email (409) lands on the email field', async () => {
    mockHttp({ ...CHOICES, 'POST /auth/signup': fail(409, { message: SHOP_API_MESSAGES.emailTaken }) });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByText('Step 2 of 5: Contact Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(SHOP_API_MESSAGES.emailTaken);
  });

  it('a district that went away (404) goes back to Shop Information and reloads the lists', async () => {
    const http = mockHttp({ ...CHOICES, 'POST /auth/signup': fail(404, { message: SHOP_API_MESSAGES.districtNotFound }) });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByText('Step 1 of 5: Shop Information')).toBeInTheDocument();
    expect(await screen.findByText(SHOP_API_MESSAGES.districtNotFound)).toBeInTheDocument();
    expect(http.made('GET', '/areas/all')).toHaveLength(2);
  });

  it("a 422's field messages go on their fields (user_name is the owner's name)", async () => {
    mockHttp({
      ...CHOICES,
      'POST /auth/signup': fail(422, { message: 'Validation failed', errors: { user_name: V.ownerNameTooLong } }),
    });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByText('Step 1 of 5: Shop Information')).toBeInTheDocument();
    expect(screen.getByLabelText('Owner name')).toHaveAccessibleDescription(V.ownerNameTooLong);
  });

  it('a field message on the step in view stays there, focused; the next step change focuses the heading', async () => {
    mockHttp({
      ...CHOICES,
      'POST /auth/signup': fail(422, { message: 'Validation failed', errors: { password: V.passwordTooLong } }),
    });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByText(V.passwordTooLong)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5: Account Security')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register your shop: Contact Details' })).toHaveFocus();
  });

  it('any other failure says the spec text on the step, and a network failure says why', async () => {
    const http = mockHttp({ ...CHOICES, 'POST /auth/signup': fail(500) });
    const { user: u } = renderShop('/shop/onboarding', { as: 'nobody' });
    await reachSubmit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_FAILURE.signup);
    expect(screen.getByText('Step 3 of 5: Account Security')).toBeInTheDocument();
    http.routes['POST /auth/signup'] = NETWORK_DOWN;
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Network error\. Please check your connection\./)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SHOP_FAILURE.signup);
    // The errors clear on a step change.
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByText(SHOP_FAILURE.signup)).not.toBeInTheDocument();
  });
});

describe('the registration wizard: free trial (our call: no account, this device only)', () => {
  it('Contact Details and Account Security, validated; Start Free Trial makes no request and keeps no password', async () => {
    const http = mockHttp({});
    const { user: u, store } = renderShop('/shop/onboarding?free-trial=true', { as: 'nobody' });
    expect(await screen.findByText('Step 1 of 2: Contact Details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Start your free trial: Contact Details');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(V.mobileLength)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Mobile number'), '9876543210');
    await u.type(screen.getByLabelText('Email (optional)'), 'asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.type(await screen.findByLabelText('Password'), 'chai1234');
    await u.type(screen.getByLabelText('Confirm password'), 'chai4321');
    await u.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText(V.passwordsDoNotMatch)).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Confirm password'));
    await u.type(screen.getByLabelText('Confirm password'), 'chai1234');
    await u.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
    expect(await screen.findByText(SHOP_SUCCESS.trialStarted)).toBeInTheDocument();
    expect(store.getState().session.accountType).toBe(ACCOUNT_TYPE_FREE_TRIAL);
    expect(localStorage.getItem(STORAGE_KEYS.accountType)).toBe(ACCOUNT_TYPE_FREE_TRIAL);
    expect(readTrialProfile()).toEqual({ mobile: '9876543210', email: 'asha@example.com' });
    expect(JSON.stringify(localStorage)).not.toContain('chai1234');
    // No account, no trial menu or order call (the category dialog may read the public category list).
    expect(http.calls.filter((c) => !c.url.startsWith('/categories'))).toEqual([]);
  });

  it('a trial already running goes back to its dashboard', async () => {
    mockHttp({});
    renderShop('/shop/onboarding?free-trial=true', { as: 'trial' });
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
  });
});

describe('the registration wizard: a trial user registers', () => {
  async function seedTrialMenu() {
    saveTrialProfile({ mobile: '9876543210', email: 'asha@example.com' });
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Hot Drinks');
    await trialSource.createProduct({ name: 'Masala Chai', shop_id: TRIAL_SHOP_ID, menu_section_id: section._id, price: 15 });
  }

  it('the contact comes from the trial; after the signup the trial menu is copied on request, then the trial leaves', async () => {
    await seedTrialMenu();
    const http = mockHttp({
      ...CHOICES,
      ...ME,
      'POST /auth/signup': SIGNED_UP,
      [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
      'POST /menu-sections': ok({ menuSection: { _id: 'sec1', name: 'Hot Drinks', shop_id: shop._id } }, 201),
      'POST /products': ok({ product: { _id: 'p1' } }, 201),
    });
    const { user: u, store } = renderShop('/shop/onboarding?redirect-from=%2Fshop%2Fdashboard', { as: 'trial' });
    await screen.findByText('Step 1 of 5: Shop Information');
    await fillShopInfo(u);
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await fillSecurity(u);

    const dialog = await screen.findByRole('dialog', { name: 'Bring your trial menu?' });
    expect(dialog).toHaveTextContent('1 section and 1 item');
    expect(dialog).toHaveTextContent(/if you skip \(or close this\), it is deleted/);
    expect(store.getState().session.accountType).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Copy my trial menu' }));
    expect(await screen.findByText(SHOP_SUCCESS.trialMenuCarried)).toBeInTheDocument();
    expect(http.made('POST', '/products')[0]?.data).toEqual({
      name: 'Masala Chai',
      shop_id: shop._id,
      menu_section_id: 'sec1',
      price: 15,
    });
    expect(hasTrialMenu()).toBe(false);
    expect(readTrialProfile()).toBeNull();
    expect(await screen.findByText('Step 4 of 5: Business Booster')).toBeInTheDocument();
  });

  it('failures are counted in the toast; declining also clears the trial', async () => {
    await seedTrialMenu();
    mockHttp({
      ...CHOICES,
      ...ME,
      'POST /auth/signup': SIGNED_UP,
      [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
      'POST /menu-sections': ok({ menuSection: { _id: 'sec1', name: 'Hot Drinks', shop_id: shop._id } }, 201),
      'POST /products': fail(500),
    });
    const { user: u } = renderShop('/shop/onboarding?selected-plan=starter&create-shop=true', { as: 'trial' });
    await screen.findByText('Step 1 of 4: Shop Information');
    await fillShopInfo(u);
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    await fillSecurity(u);
    const dialog = await screen.findByRole('dialog', { name: 'Bring your trial menu?' });
    await u.click(within(dialog).getByRole('button', { name: 'Copy my trial menu' }));
    expect(
      await screen.findByText(`${SHOP_FAILURE.carryTrialMenu}: 1 section and 0 items copied, 1 not copied.`),
    ).toBeInTheDocument();
    expect(hasTrialMenu()).toBe(false);
    expect(await screen.findByText('Step 4 of 4: Payment')).toBeInTheDocument();
  });

  it('Skip clears the trial data and goes on', async () => {
    await seedTrialMenu();
    const http = mockHttp({ ...CHOICES, ...ME, 'POST /auth/signup': SIGNED_UP });
    const { user: u } = renderShop('/shop/onboarding', { as: 'trial' });
    await screen.findByText('Step 1 of 5: Shop Information');
    await fillShopInfo(u);
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    await fillSecurity(u);
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Bring your trial menu?' })).getByRole('button', { name: 'Skip' }),
    );
    expect(hasTrialMenu()).toBe(false);
    expect(await screen.findByText('Step 4 of 5: Business Booster')).toBeInTheDocument();
    expect(http.made('POST', '/products')).toEqual([]);
  });
});

describe('the registration wizard: selected-plan alone (just Payment)', () => {
  it('for a visitor: Back, no Pay button but a way to log in', async () => {
    mockHttp({});
    const { user: u } = renderShop('/shop/onboarding?selected-plan=professional', { as: 'nobody' });
    expect(await screen.findByText('Step 1 of 1: Payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay ₹50 & Complete Registration' })).not.toBeInTheDocument();
    expect(screen.getByText('Professional, ₹60/month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Continue to dashboard' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('for a signed-in shopkeeper: back to the dashboard', async () => {
    mockHttp({});
    const { user: u } = renderShop('/shop/onboarding?selected-plan=starter', { as: 'shopkeeper' });
    expect(await screen.findByText('Step 1 of 1: Payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹50 & Complete Registration' })).toHaveAccessibleDescription(
      /Your shop is already live; you can also continue to the dashboard and pay later/,
    );
    await u.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
  });

  it('a signed-in shopkeeper opening the signup steps goes to the dashboard', async () => {
    mockHttp({});
    renderShop('/shop/onboarding', { as: 'shopkeeper' });
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
  });
});
