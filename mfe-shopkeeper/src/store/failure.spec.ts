import { failureText, fieldErrors } from './failure';

describe('failureText', () => {
  it("gives the screen's text, then the reason when there is one", () => {
    expect(failureText(undefined, 'Failed to save product')).toBe('Failed to save product');
    expect(failureText({ status: 0, message: 'Failed', errors: {} }, 'Failed to save product')).toBe('Failed to save product');
    expect(
      failureText({ status: 0, message: 'Network error. Please check your connection.', errors: {} }, 'Failed to save product'),
    ).toBe('Failed to save product: Network error. Please check your connection.');
    expect(
      failureText({ status: 404, message: 'Resource not found', errors: {}, serverMessage: 'Product not found' }, 'Failed'),
    ).toBe('Failed: Product not found');
  });
});

describe('fieldErrors', () => {
  it('gives the field messages of a failure, or none', () => {
    expect(fieldErrors(undefined)).toBeUndefined();
    expect(fieldErrors({ status: 500, message: 'x', errors: {} })).toBeUndefined();
    expect(fieldErrors({ status: 422, message: 'x', errors: { name: 'Required' } })).toEqual({ name: 'Required' });
  });
});
