import { screen, waitFor } from '@testing-library/react';
import { API_MESSAGES, HTTP_MESSAGES, STORAGE_KEYS, SUCCESS, VALIDATION } from '@chowk/contracts';
import { selectIsAdmin, selectIsSignedIn, signedIn } from '@chowk/store';
import { categories } from '../../../testing/fixtures';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderAdmin, resetAdminTestState } from '../../../testing/render-admin';

afterEach(resetAdminTestState);

const CREDENTIALS = { secret: 'dev-admin-secret', email: 'admin@example.com', password: 'admin1234' };

async function fillAndSubmit(user: ReturnType<typeof renderAdmin>['user'], values = CREDENTIALS) {
  if (values.secret) await user.type(screen.getByLabelText('Admin secret'), values.secret);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin sign-in prompt', () => {
  it.each(['/admin/categories', '/admin/area'])('appears on %s when no admin is signed in', (path) => {
    const http = mockHttp({});
    renderAdmin(path, { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('requires secret, email and password, with the exact messages', async () => {
    const http = mockHttp({});
    const { user } = renderAdmin('/admin/categories', { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Admin secret')).toHaveAccessibleDescription(VALIDATION.adminSecretRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION.adminEmailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(VALIDATION.adminPasswordRequired);
    expect(http.calls).toHaveLength(0);
  });

  it('signs in: keeps only the token, toasts and shows the page', async () => {
    const http = mockHttp({ 'POST /auth/admin/login': ok({ token: 'fresh-token' }), 'GET /categories': ok({ categories }) });
    const { user, store } = renderAdmin('/admin/categories', { signedIn: false });
    await fillAndSubmit(user, { ...CREDENTIALS, email: '  admin@example.com ' });

    expect(await screen.findByRole('heading', { name: 'Category Management' })).toBeInTheDocument();
    expect(await screen.findByText(SUCCESS.adminSignedIn)).toBeInTheDocument();
    expect(http.made('POST', '/auth/admin/login')[0].data).toEqual(CREDENTIALS);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('fresh-token');
    expect(selectIsAdmin(store.getState())).toBe(true);
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify(store.getState());
    expect(everything).not.toContain(CREDENTIALS.password);
    expect(everything).not.toContain(CREDENTIALS.secret);
    // The page's writes now carry the new token.
    await screen.findByText('General Store');
  });

  it("wrong credentials: the server's message inline, no 'Session expired' toast, the shopkeeper session untouched", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'shopkeeper-token');
    mockHttp({ 'POST /auth/admin/login': fail(401, { message: API_MESSAGES.adminCredentialsInvalid }) });
    const { user, store } = renderAdmin('/admin/categories', { signedIn: false });
    store.dispatch(signedIn({ token: 'shopkeeper-token', role: 'shopkeeper' }));
    await fillAndSubmit(user);

    expect(await screen.findByText(API_MESSAGES.adminCredentialsInvalid)).toBeInTheDocument();
    expect(screen.queryByText(HTTP_MESSAGES.unauthorized)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('shopkeeper-token');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveValue(CREDENTIALS.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('too many attempts: the server message inline', async () => {
    mockHttp({ 'POST /auth/admin/login': fail(429, { message: API_MESSAGES.tooManyRequests }) });
    const { user } = renderAdmin('/admin/categories', { signedIn: false });
    await fillAndSubmit(user);
    expect(await screen.findByText(API_MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue(CREDENTIALS.password);
  });

  it('server 422 messages go under their fields', async () => {
    mockHttp({
      'POST /auth/admin/login': fail(422, { message: 'Validation failed', errors: { email: VALIDATION.adminEmailRequired } }),
    });
    const { user } = renderAdmin('/admin/categories', { signedIn: false });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION.adminEmailRequired));
  });
});
