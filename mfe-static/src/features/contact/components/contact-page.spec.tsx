import { act, screen, waitFor } from '@testing-library/react';
import { API_MESSAGES, FAILURE, HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { deferred, mockApi, restoreApi, type CannedReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ContactPage } from './contact-page';

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  alertSpy.mockRestore();
  act(() => toast.clear());
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field('Full Name'), '  Asha Rao ');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Subject'), 'Shop listing');
  await user.type(field('Message'), 'How do I add my bakery?');
}

describe('Contact page', () => {
  it('has its heading and the ways to reach Chowk', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@chowk.in' })).toHaveAttribute('href', 'mailto:support@chowk.in');
    expect(screen.getByRole('link', { name: 'partners@chowk.in' })).toBeInTheDocument();
    expect(screen.getByText('Phone')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText(/Bengaluru, Karnataka/)).toBeInTheDocument();
  });

  it('requires every field, shows each message inline and sends nothing', async () => {
    const calls = mockApi(() => ({ status: 201, data: {} }));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await user.click(sendButton());
    for (const m of [
      VALIDATION.contactNameRequired,
      VALIDATION.contactEmailRequired,
      VALIDATION.contactSubjectRequired,
      VALIDATION.contactMessageRequired,
    ]) {
      expect(screen.getByText(m)).toBeInTheDocument();
    }
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and clears a message once the field is edited', async () => {
    mockApi(() => ({ status: 201, data: {} }));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await user.type(field('Email'), 'not-an-email');
    await user.click(sendButton());
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    await user.type(field('Full Name'), 'A');
    expect(screen.queryByText(VALIDATION.contactNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
  });

  it('posts the message first, then alerts the exact text and clears the form; busy meanwhile', async () => {
    const reply = deferred<CannedReply>();
    const calls = mockApi(() => reply.promise);
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(sendButton());

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/contact',
      body: { name: 'Asha Rao', email: 'asha@example.com', subject: 'Shop listing', message: 'How do I add my bakery?' },
    });
    expect(calls[0].headers.Authorization).toBeUndefined();

    await act(async () => reply.resolve({ status: 201, data: { message: API_MESSAGES.contactReceived } }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Thank you for your message. We'll get back to you soon!"));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    for (const label of ['Full Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps every field and shows the failure when the server fails', async () => {
    mockApi(() => ({ status: 500, data: { message: 'boom' } }));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(sendButton());

    expect(await screen.findByText(FAILURE.contact)).toBeInTheDocument();
    // The shared handler's toast (docs/product.md §8).
    expect(screen.getByText(HTTP_MESSAGES.server)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(field('Full Name')).toHaveValue('  Asha Rao ');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Subject')).toHaveValue('Shop listing');
    expect(field('Message')).toHaveValue('How do I add my bakery?');
    expect(sendButton()).toBeEnabled();
  });

  it('keeps the fields when there is no network at all', async () => {
    mockApi(() => 'network-error');
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(sendButton());
    expect(await screen.findByText(FAILURE.contact)).toBeInTheDocument();
    expect(screen.getByText(HTTP_MESSAGES.network)).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('Shop listing');
  });

  it("shows the server's field messages (422) under their fields", async () => {
    mockApi(() => ({ status: 422, data: { message: 'Validation failed', errors: { email: VALIDATION.emailInvalid } } }));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(sendButton());
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    // Once inline, once in the shared handler's toast.
    expect(screen.getAllByText(VALIDATION.emailInvalid)).toHaveLength(2);
    expect(field('Message')).toHaveValue('How do I add my bakery?');
  });
});
