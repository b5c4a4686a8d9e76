import { createAsyncThunk } from '@reduxjs/toolkit';
import { FAILURE } from '@chowk/contracts';

export interface NewsletterFailure {
  message: string;
  /** The server's own complaint about the address (422), shown under the field. */
  emailError?: string;
}

/**
 * POST /api/newsletter. The shared response handler has already toasted a failure by the
 * time this rejects; the rejection only tells the form what to show inline.
 */
export const subscribeToNewsletter = createAsyncThunk<{ message: string }, string, { rejectValue: NewsletterFailure }>(
  'staticPages/subscribeToNewsletter',
  async (email, { rejectWithValue }) => {
    // The footer is on every first visit; the HTTP client loads when someone subscribes.
    const { ApiError, errorText, subscribeNewsletter } = await import('@chowk/api-client');
    try {
      return await subscribeNewsletter({ email });
    } catch (e) {
      return rejectWithValue({
        message: errorText(e, FAILURE.subscribe),
        emailError: e instanceof ApiError ? e.errors.email : undefined,
      });
    }
  },
);
