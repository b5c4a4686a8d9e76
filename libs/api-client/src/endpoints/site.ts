import type { ContactPayload, NewsletterPayload } from '@chowk/contracts';
import { mainApi } from '../lib/client';

export const sendContactMessage = (b: ContactPayload) =>
  mainApi.post<{ message: string }>('/contact', b, { session: 'none' }).then((r) => r.data);
export const subscribeNewsletter = (b: NewsletterPayload) =>
  mainApi.post<{ message: string }>('/newsletter', b, { session: 'none' }).then((r) => r.data);
