import { act, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES, HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { deferred, mockApi, restoreApi, type CannedReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { loadNewsletterForm } from '../../newsletter/components/newsletter-box';
import { SiteFooter } from './site-footer';

// The newsletter form loads on its own (see NewsletterBox); have it ready, as it is once loaded.
beforeAll(() => loadNewsletterForm());

afterEach(() => {
  restoreApi();
  act(() => toast.clear());
});

const renderFooter = () => renderPage(<p>page</p>, { path: '/', footer: <SiteFooter /> });
const emailBox = () => screen.getByLabelText('Email address') as HTMLInputElement;
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('Footer', () => {
  it('links to the five static pages', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/contact', '/refund-policy', '/privacy-policy', '/terms']);
  });

  it('navigates in the app when a link is clicked', async () => {
    const { user } = renderFooter();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/terms');
  });

  it('shows a copyright line for this year', () => {
    // Only Date faked, held mid-year: the footer and the expectation read one year, even at midnight on 31 December.
    const year = new Date().getFullYear() + 1;
    jest.useFakeTimers({
      now: new Date(year, 5, 15, 12),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      renderFooter();
      expect(screen.getByText(new RegExp(`© ${year} Chowk`))).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an invalid email inline without calling the server', async () => {
    const calls = mockApi(() => ({ status: 201, data: { message: API_MESSAGES.subscribed } }));
    const { user } = renderFooter();
    await user.click(subscribe());
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    await user.type(emailBox(), 'chai@tapri');
    await user.click(subscribe());
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("subscribes, is busy meanwhile, toasts the server's message and clears the box", async () => {
    const reply = deferred<CannedReply>();
    const calls = mockApi(() => reply.promise);
    const { user } = renderFooter();
    await user.type(emailBox(), ' chai@tapri.in ');
    await user.click(subscribe());

    expect(subscribe()).toBeDisabled();
    expect(subscribe()).toHaveAttribute('aria-busy', 'true');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/newsletter', body: { email: 'chai@tapri.in' } })]);

    await act(async () => reply.resolve({ status: 201, data: { message: API_MESSAGES.subscribed } }));

    expect(await screen.findByText(API_MESSAGES.subscribed)).toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(subscribe()).toBeEnabled();
  });

  it('keeps the typed email when the server fails (the shared handler toasts)', async () => {
    mockApi(() => ({ status: 500 }));
    const { user } = renderFooter();
    await user.type(emailBox(), 'chai@tapri.in');
    await user.click(subscribe());
    expect(await screen.findByText(HTTP_MESSAGES.server)).toBeInTheDocument();
    expect(screen.queryByText(API_MESSAGES.subscribed)).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue('chai@tapri.in');
    await waitFor(() => expect(subscribe()).toBeEnabled());
  });

  it('keeps the typed email with no network', async () => {
    mockApi(() => 'network-error');
    const { user } = renderFooter();
    await user.type(emailBox(), 'chai@tapri.in');
    await user.click(subscribe());
    expect(await screen.findByText(HTTP_MESSAGES.network)).toBeInTheDocument();
    expect(emailBox()).toHaveValue('chai@tapri.in');
  });
});
