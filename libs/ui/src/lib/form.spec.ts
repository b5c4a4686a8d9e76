import type { ResolverOptions } from 'react-hook-form';
import { validateState } from '@chowk/contracts';
import { applyServerErrors, contractResolver } from './form';

const options = {} as ResolverOptions<{ name: string; code: string }>;

describe('contractResolver', () => {
  it('turns a validator’s messages into field errors', async () => {
    const resolve = contractResolver<{ name: string; code: string }>(validateState);
    expect(await resolve({ name: '', code: 'ka' }, undefined, options)).toEqual({
      values: {},
      errors: {
        name: { type: 'validate', message: 'State name is required' },
        code: { type: 'validate', message: 'State code must contain only uppercase letters and numbers' },
      },
    });
  });

  it('passes valid values through untouched', async () => {
    const resolve = contractResolver<{ name: string; code: string }>(validateState);
    expect(await resolve({ name: ' Karnataka ', code: 'KA' }, undefined, options)).toEqual({
      values: { name: ' Karnataka ', code: 'KA' },
      errors: {},
    });
  });
});

describe('applyServerErrors', () => {
  it('sets the fields the form has, focusing the first, and returns the rest', () => {
    const setError = jest.fn();
    const rest = applyServerErrors({ setError }, { name: 'Too long', code: 'Bad code', extra: 'Unknown field: extra' }, [
      'name',
      'code',
    ]);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Too long' }, { shouldFocus: true }],
      ['code', { type: 'server', message: 'Bad code' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual(['Unknown field: extra']);
  });
});
