import { VALIDATION } from './messages';
import {
  nameKey,
  shortId,
  validateAdminLogin,
  validateCategory,
  validateCity,
  validateContact,
  validateDistrict,
  validateEmail,
  validateState,
  normaliseStateCode,
} from './validate';

describe('validation rules (docs/product.md §5)', () => {
  it('category: required, trimmed, at most 50', () => {
    expect(validateCategory({ name: '' })).toEqual({ name: VALIDATION.categoryNameRequired });
    expect(validateCategory({ name: '   ' })).toEqual({ name: VALIDATION.categoryNameRequired });
    expect(validateCategory({ name: 'x'.repeat(51) })).toEqual({ name: VALIDATION.categoryNameTooLong });
    expect(validateCategory({ name: `  ${'x'.repeat(50)}  ` })).toEqual({});
    expect(validateCategory({ name: { $gt: '' } })).toEqual({ name: VALIDATION.categoryNameRequired });
  });

  it('state: name and code rules in order', () => {
    expect(validateState({ name: '', code: '' })).toEqual({
      name: VALIDATION.stateNameRequired,
      code: VALIDATION.stateCodeRequired,
    });
    expect(validateState({ name: 'x'.repeat(101), code: 'K'.repeat(11) })).toEqual({
      name: VALIDATION.stateNameTooLong,
      code: VALIDATION.stateCodeTooLong,
    });
    expect(validateState({ name: 'Karnataka', code: 'ka' })).toEqual({ code: VALIDATION.stateCodePattern });
    expect(validateState({ name: 'Karnataka', code: 'K-A' })).toEqual({ code: VALIDATION.stateCodePattern });
    expect(validateState({ name: 'Karnataka', code: 'KA1' })).toEqual({});
  });

  it('city and district need a name and a parent', () => {
    expect(validateCity({ name: '', stateId: '' })).toEqual({
      name: VALIDATION.cityNameRequired,
      stateId: VALIDATION.cityStateRequired,
    });
    expect(validateCity({ name: 'x'.repeat(101), stateId: 'a' })).toEqual({ name: VALIDATION.cityNameTooLong });
    expect(validateDistrict({ name: '', cityId: '' })).toEqual({
      name: VALIDATION.districtNameRequired,
      cityId: VALIDATION.districtCityRequired,
    });
    expect(validateDistrict({ name: 'x'.repeat(101), cityId: 'a' })).toEqual({ name: VALIDATION.districtNameTooLong });
  });

  it('contact: all four fields required, email checked', () => {
    expect(validateContact({})).toEqual({
      name: VALIDATION.contactNameRequired,
      email: VALIDATION.contactEmailRequired,
      subject: VALIDATION.contactSubjectRequired,
      message: VALIDATION.contactMessageRequired,
    });
    expect(validateContact({ name: 'A', email: 'nope', subject: 'S', message: 'M' })).toEqual({ email: VALIDATION.emailInvalid });
    expect(validateContact({ name: 'A', email: 'a@b.in', subject: 'S', message: 'M' })).toEqual({});
  });

  it('newsletter email', () => {
    expect(validateEmail({ email: 'a@b' })).toEqual({ email: VALIDATION.emailInvalid });
    expect(validateEmail({ email: ' ravi@chowk.in ' })).toEqual({});
  });

  it('admin sign-in: secret and email trimmed, the password as typed', () => {
    expect(validateAdminLogin({ secret: ' ', email: '', password: '' })).toEqual({
      secret: VALIDATION.adminSecretRequired,
      email: VALIDATION.adminEmailRequired,
      password: VALIDATION.adminPasswordRequired,
    });
    expect(validateAdminLogin({ secret: 's', email: 'a@b.in', password: ' ' })).toEqual({});
    expect(validateAdminLogin({ secret: 's', email: 'a@b.in', password: { $gt: '' } })).toEqual({
      password: VALIDATION.adminPasswordRequired,
    });
  });

  it('helpers', () => {
    expect(shortId('6b0251eeef25a3ba6b80392a')).toBe('6b0251ee');
    expect(normaliseStateCode('ka1')).toBe('KA1');
  });
});

describe('nameKey', () => {
  it('makes names that differ only in case and spaces the same key', () => {
    expect(nameKey('  Hot   Drinks ')).toBe('hot drinks');
    expect(nameKey('Hot Drinks')).toBe(nameKey('hot drinks'));
  });
});
