import { act, screen, waitFor } from '@testing-library/react';
import { VALIDATION } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { mockApi, restoreApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { NewsletterBox } from './newsletter-box';

afterEach(() => {
  restoreApi();
  act(() => toast.clear());
});

// jsdom has no IntersectionObserver, so the form starts loading at once; this file never
// preloads it, so the first render is the stand-in.
describe('Newsletter box before its form has loaded', () => {
  it('renders the same box, busy, then hands what was typed, the focus and a pending submit to the form', async () => {
    const calls = mockApi(() => ({ status: 201, data: {} }));
    renderPage(<p>page</p>, { footer: <NewsletterBox /> });
    const form = screen.getByRole('form', { name: 'Stay in the loop' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    const standIn = screen.getByLabelText('Email address') as HTMLInputElement;
    // Faster than the network: typed and submitted before the form arrived.
    act(() => {
      standIn.focus();
      standIn.value = 'chai@tapri';
      screen.getByRole('button', { name: 'Subscribe' }).click();
    });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Stay in the loop' })).not.toHaveAttribute('aria-busy'));
    const box = screen.getByLabelText('Email address');
    expect(box).not.toBe(standIn);
    expect(box).toHaveValue('chai@tapri');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(calls).toHaveLength(0);
  });
});
