import { baseApi } from '../../../lib/api';
import type { Language } from '../../../i18n';

export interface NewsletterSubscription {
  email: string;
  /** The language the confirmation mail and later letters are written in. */
  language: Language;
}

/** Every newsletter call answers a message already in the page's language (Accept-Language). */
export interface NewsletterMessage {
  message: string;
}

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterMessage, NewsletterSubscription>({
      query: (body) => ({ url: 'newsletter/subscriptions', method: 'POST', body }),
    }),
    // A query rather than a mutation: the page confirms as it opens, and the query cache makes a second
    // mount (React's strict mode, a quick back-and-forth) reuse the answer instead of sending it again.
    confirmNewsletter: build.query<NewsletterMessage, string>({
      query: (token) => ({ url: 'newsletter/confirm', method: 'POST', body: { token } }),
    }),
    unsubscribeFromNewsletter: build.mutation<NewsletterMessage, string>({
      query: (token) => ({ url: 'newsletter/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation, useConfirmNewsletterQuery, useUnsubscribeFromNewsletterMutation } =
  newsletterApi;
