import {
  defaultOpeningHours,
  formatTime,
  indiaClock,
  openingHoursError,
  priceError,
  SHOP_VALIDATION as V,
  shopOpenState,
  signupPayloadFromForm,
  validateLogin,
  validateMenuItem,
  validateSectionName,
  validateShopSettings,
  validateSignup,
  validateSignupForm,
  type DayHours,
  type SignupForm,
} from './shop';

const form: SignupForm = {
  shop_name: 'Sharma Tea Stall',
  shop_owner_name: 'Asha Sharma',
  shop_category: '665f1c2e8b3e4a0012345678',
  district: '665f1c2e8b3e4a0012345679',
  mobile: '9876543210',
  email: '',
  password: 'chai1234',
  confirm_password: 'chai1234',
};

/** 2026-11-24 is a Tuesday; IST = UTC+05:30. */
const ist = (hhmm: string, date = '2026-11-24') => new Date(`${date}T${hhmm}:00+05:30`);

describe('signup rules (docs/product.md §5)', () => {
  it('accepts a complete form and builds the payload (email omitted when empty)', () => {
    expect(validateSignupForm(form)).toEqual({});
    expect(signupPayloadFromForm({ ...form, shop_name: '  Sharma Tea Stall ' })).toEqual({
      user_name: 'Asha Sharma',
      shop_name: 'Sharma Tea Stall',
      shop_category_id: form.shop_category,
      district_id: form.district,
      mobile: '9876543210',
      password: 'chai1234',
    });
    expect(signupPayloadFromForm({ ...form, email: ' a@b.in ' }).email).toBe('a@b.in');
  });

  it('gives every field its message', () => {
    expect(
      validateSignupForm({
        shop_name: ' ',
        shop_owner_name: '',
        shop_category: '',
        district: '',
        mobile: '',
        password: '',
        confirm_password: '',
      }),
    ).toEqual({
      shop_name: V.shopNameRequired,
      shop_owner_name: V.ownerNameRequired,
      shop_category: V.shopCategoryRequired,
      district: V.districtRequired,
      mobile: V.mobileLength,
      password: V.passwordTooShort,
      confirm_password: V.passwordTooShort,
    });
  });

  it('mobile: 10 characters, then digits of an Indian mobile', () => {
    expect(validateSignup({ ...payload(), mobile: '98765' }).mobile).toBe(V.mobileLength);
    expect(validateSignup({ ...payload(), mobile: '98765abcde' }).mobile).toBe(V.mobileInvalid);
    expect(validateSignup({ ...payload(), mobile: '1234567890' }).mobile).toBe(V.mobileInvalid);
    expect(validateSignup({ ...payload(), mobile: { $gt: '' } }).mobile).toBe(V.mobileLength);
  });

  it('email optional, else an address; password 6 to 20; mismatch on confirm_password', () => {
    expect(validateSignup({ ...payload(), email: 'nope' }).email).toBe(V.emailInvalid);
    expect(validateSignup({ ...payload(), email: 42 }).email).toBe(V.emailInvalid);
    expect(validateSignup({ ...payload(), password: 'x'.repeat(21) }).password).toBe(V.passwordTooLong);
    expect(validateSignupForm({ ...form, confirm_password: 'chai12345' }).confirm_password).toBe(V.passwordsDoNotMatch);
  });

  it('login: identifier required, password at least 6', () => {
    expect(validateLogin({ identifier: '', password: '123' })).toEqual({
      identifier: V.loginIdentifierRequired,
      password: V.passwordTooShort,
    });
    expect(validateLogin({ identifier: '9876543210', password: 'demo1234' })).toEqual({});
  });
});

const payload = (): Record<string, unknown> => ({ ...signupPayloadFromForm(form) });

describe('menu item rules (docs/product.md §5)', () => {
  const item = { name: 'Masala chai', menu_section_id: 'abc', price: 15 };
  it('name, section, price', () => {
    expect(validateMenuItem(item)).toEqual({});
    expect(validateMenuItem({ name: ' ', menu_section_id: '', price: 0 })).toEqual({
      name: V.productNameRequired,
      menu_section_id: V.sectionRequired,
      price: V.priceTooLow,
    });
    expect(validateMenuItem({ ...item, name: 'x'.repeat(101) }).name).toBe(V.productNameTooLong);
    expect(validateMenuItem({ ...item, description: 'x'.repeat(501) }).description).toBe(V.descriptionTooLong);
  });
  it('price: a number of at least ₹1, whole paise, at most ₹1,00,000', () => {
    expect(priceError(1)).toBeUndefined();
    expect(priceError('12.50')).toBeUndefined();
    expect(priceError(0.99)).toBe(V.priceTooLow);
    expect(priceError('abc')).toBe(V.priceTooLow);
    expect(priceError(Number.NaN)).toBe(V.priceTooLow);
    expect(priceError(10.005)).toBe(V.pricePrecision);
    expect(priceError(100_000)).toBeUndefined();
    expect(priceError(100_000.01)).toBe(V.priceTooHigh);
  });
  it('new section name: required, at most 50', () => {
    expect(validateSectionName({ name: '' })).toEqual({ name: V.sectionNameRequired });
    expect(validateSectionName({ name: 'x'.repeat(51) })).toEqual({ name: V.sectionNameTooLong });
    expect(validateSectionName({ name: 'Snacks' })).toEqual({});
  });
});

describe('opening hours and the open state', () => {
  const hours = defaultOpeningHours();
  it('seven days Sunday to Saturday with valid times', () => {
    expect(openingHoursError(hours)).toBeUndefined();
    expect(openingHoursError(hours.slice(1))).toBe(V.openingHoursShape);
    expect(openingHoursError(hours.map((d, i) => (i === 2 ? { ...d, open: '9am' } : d)))).toBe(V.timeInvalid);
    expect(openingHoursError(hours.map((d, i) => (i === 2 ? { ...d, close: '09:00' } : d)))).toBe(V.hoursSameTime);
    expect(openingHoursError(hours.map((d, i) => (i === 2 ? { ...d, closed: true, close: '09:00' } : d)))).toBeUndefined();
  });

  it('India time decides the day', () => {
    expect(indiaClock(ist('00:30'))).toEqual({ day: 2, minutes: 30 });
  });

  it('open within hours, closed outside, paused above all', () => {
    const shop = { openingHours: hours, ordersPaused: false };
    expect(shopOpenState(shop, ist('09:00'))).toBe('open');
    expect(shopOpenState(shop, ist('20:59'))).toBe('open');
    expect(shopOpenState(shop, ist('21:00'))).toBe('closed');
    expect(shopOpenState(shop, ist('08:59'))).toBe('closed');
    expect(shopOpenState({ ...shop, ordersPaused: true }, ist('12:00'))).toBe('paused');
  });

  it('a closed weekday and hours past midnight', () => {
    const late: DayHours[] = hours.map((d) => ({ ...d, open: '18:00', close: '02:00' }));
    late[2] = { ...late[2]!, closed: true }; // Tuesday closed
    expect(shopOpenState({ openingHours: late, ordersPaused: false }, ist('01:00'))).toBe('open'); // Monday's night
    expect(shopOpenState({ openingHours: late, ordersPaused: false }, ist('19:00'))).toBe('closed');
    expect(shopOpenState({ openingHours: late, ordersPaused: false }, ist('01:00', '2026-11-25'))).toBe('closed');
  });

  it('formats times for people', () => {
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('21:15')).toBe('9:15 PM');
  });
});

describe('shop settings rules', () => {
  it('checks only the fields sent', () => {
    expect(validateShopSettings({})).toEqual({});
    expect(validateShopSettings({ name: '' })).toEqual({ name: V.shopNameRequired });
    expect(validateShopSettings({ address: 'x'.repeat(301) })).toEqual({ address: V.addressTooLong });
    expect(validateShopSettings({ location: { latitude: 91, longitude: 0 } })).toEqual({ location: V.latitudeInvalid });
    expect(validateShopSettings({ location: { latitude: 12.97, longitude: 200 } })).toEqual({ location: V.longitudeInvalid });
    expect(validateShopSettings({ location: null, openingHours: defaultOpeningHours() })).toEqual({});
    expect(validateShopSettings({ category_id: '' })).toEqual({ category_id: V.shopCategoryRequired });
  });
});
