import * as client from '@chowk/api-client';
import type {
  LoginPayload,
  LoginResponse,
  SignupPayload,
  SignupResponse,
  VerifyMobilePayload,
  VerifyMobileResponse,
} from '@chowk/contracts';
import type { CurrentUser } from '@chowk/session';
import { fromCall } from '@chowk/store/query';
import { shopApi } from './shop.api';

/**
 * A shopkeeper's account: signing up, logging in, the mobile's OTP, and who is signed in once
 * that succeeded. API calls only (a trial makes no account). The forms show the server's field
 * messages, so these calls are silent (no toast from the client) and fail with a QueryError.
 *
 * The login page does not import this module: it loads it on submit (with RTK Query and the
 * HTTP client), so the page's first chunk stays free of both. Login and signup carry a
 * password: screens dispatch them with `track: false`, which keeps it out of the cache's state.
 */
export const authApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginPayload>({ queryFn: fromCall(client.login) }),
    signup: build.mutation<SignupResponse, SignupPayload>({ queryFn: fromCall(client.signup) }),
    /** Sends a new code by SMS to the signed-up mobile. */
    resendOtp: build.mutation<{ message: string }, string>({ queryFn: fromCall(client.resendOtp) }),
    verifyMobile: build.mutation<VerifyMobileResponse, VerifyMobilePayload>({ queryFn: fromCall(client.verifyMobile) }),
    /**
     * Who is signed in (GET /auth/me), read once after a sign-in to fill the session in: the
     * session holds it, so the cache keeps no copy.
     */
    currentUser: build.query<CurrentUser, void>({
      queryFn: fromCall(() => client.fetchCurrentUser()),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useResendOtpMutation, useVerifyMobileMutation } = authApi;
