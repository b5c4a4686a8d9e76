import { act, screen, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_FAILURE,
  CUSTOMER_SUCCESS,
  CUSTOMER_VALIDATION,
  type CustomerProfile,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { renderPage, resetPageTestState } from '../shared-ui/testing/render-page';
import { CustomerAccountDialog, type AccountMode } from './customer-account-dialog';
import { signedInCustomer } from './customer-session';

const profile: CustomerProfile = { _id: '88cc00000000000000000001', name: 'Priya', mobile: '9876543210' };

const routes = () => ({
  'POST /orders/send-otp': ok({ success: true, message: CUSTOMER_API_MESSAGES.otpSent }),
  'POST /auth/customer/verify': ok({ token: 'customer-token', customer: profile, message: CUSTOMER_API_MESSAGES.signedIn }),
});

function setup(initialMode?: AccountMode, options: { fakeTimers?: boolean } = {}) {
  const onClose = jest.fn();
  const onSignedIn = jest.fn();
  const view = renderPage(
    <CustomerAccountDialog open onClose={onClose} onSignedIn={onSignedIn} initialMode={initialMode} />,
    options,
  );
  return { ...view, onClose, onSignedIn };
}

afterEach(() => act(() => resetPageTestState()));

describe('CustomerAccountDialog', () => {
  it('renders nothing while closed', () => {
    renderPage(<CustomerAccountDialog open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs in by mobile: the code sent, the code typed (digits only, 6 at most), the session stored', async () => {
    const http = mockHttp(routes());
    const { user, onClose, onSignedIn } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByRole('radio', { name: 'Mobile (SMS)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Mobile (SMS)' })).toHaveFocus();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(http.made('POST', '/orders/send-otp')[0].data).toEqual({ type: 'mobile', identifier: '9876543210' });
    expect(await screen.findByText(CUSTOMER_SUCCESS.otpSent)).toBeInTheDocument();
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveFocus();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('We sent a 6-digit code to 9876543210.');
    expect(screen.queryByLabelText('Your name (optional)')).not.toBeInTheDocument();
    await user.type(otp, '12a34-5678');
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(http.made('POST', '/auth/customer/verify')[0].data).toEqual({
      type: 'mobile',
      identifier: '9876543210',
      otp: '123456',
    });
    expect(await screen.findByText(CUSTOMER_SUCCESS.signedIn)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBe('customer-token');
    expect(signedInCustomer()).toEqual(profile);
    expect(onSignedIn).toHaveBeenCalledWith(profile);
    expect(onClose).toHaveBeenCalled();
  });

  it('registers by email with a name, the email sent trimmed and lower-cased', async () => {
    const http = mockHttp(routes());
    const { user } = setup('register');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), '  Priya@Example.com {Enter}');
    expect(http.made('POST', '/orders/send-otp')[0].data).toEqual({ type: 'email', identifier: 'priya@example.com' });
    await user.type(await screen.findByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('Your name (optional)'), ' Priya ');
    await user.click(screen.getByRole('button', { name: 'Verify and register' }));
    expect(http.made('POST', '/auth/customer/verify')[0].data).toEqual({
      type: 'email',
      identifier: 'priya@example.com',
      otp: '654321',
      name: 'Priya',
    });
  });

  it('switches between login and register', async () => {
    mockHttp(routes());
    const { user } = setup('login');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['mobile', 'Mobile number', '12345', CUSTOMER_VALIDATION.mobileInvalid],
    ['email', 'Email address', 'priya@', CUSTOMER_VALIDATION.emailInvalid],
  ])('checks the %s before sending', async (type, label, value, message) => {
    const http = mockHttp(routes());
    const { user } = setup();
    if (type === 'email') await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(http.calls).toHaveLength(0);
  });

  it.each([
    ['the server message', fail(429, { message: CUSTOMER_API_MESSAGES.otpHourlyCap }), CUSTOMER_API_MESSAGES.otpHourlyCap],
    ['the fixed text without one', fail(500), CUSTOMER_FAILURE.otpSend],
    ['the retry text with no answer', NETWORK_DOWN, CUSTOMER_FAILURE.otpSendRetry],
  ] as const)('a failed send shows %s and stays on the contact', async (_, reply, message) => {
    mockHttp({ ...routes(), 'POST /orders/send-otp': reply });
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', fail(400, { message: CUSTOMER_API_MESSAGES.otpExpired }), CUSTOMER_API_MESSAGES.otpExpired],
    ['Invalid OTP without one', fail(400), CUSTOMER_API_MESSAGES.otpInvalid],
    ['the retry text with no answer', NETWORK_DOWN, CUSTOMER_FAILURE.otpVerifyRetry],
  ] as const)('a failed verify shows %s on the code and signs nobody in', async (_, reply, message) => {
    mockHttp({ ...routes(), 'POST /auth/customer/verify': reply });
    const { user, onClose } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '111111{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(signedInCustomer()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for six digits before verifying', async () => {
    const http = mockHttp(routes());
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '123{Enter}');
    expect(screen.getByText(CUSTOMER_VALIDATION.otpInvalidFormat)).toBeInTheDocument();
    expect(http.made('POST', '/auth/customer/verify')).toHaveLength(0);
  });

  it('lets a new code be sent after 60 seconds, not before', async () => {
    jest.useFakeTimers();
    try {
      const http = mockHttp(routes());
      const { user } = setup('login', { fakeTimers: true });
      await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
      const resend = await screen.findByRole('button', { name: 'Resend OTP' });
      expect(resend).toBeDisabled();
      expect(resend).toHaveAccessibleDescription('You can ask for a new code in 60 s.');
      await act(() => jest.advanceTimersByTimeAsync(59_000));
      expect(resend).toBeDisabled();
      expect(resend).toHaveAccessibleDescription('You can ask for a new code in 1 s.');
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(http.made('POST', '/orders/send-otp')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes back to change the contact, the focus on it', async () => {
    mockHttp(routes());
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
