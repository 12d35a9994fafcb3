import { baseApi } from '../../../lib/api';
import type { MessageResponse, NewsletterTokenRequest, SubscribeRequest } from '../../../lib/api-types/generated';

const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<MessageResponse, SubscribeRequest>({
      query: (body) => ({ url: 'newsletter/subscriptions', method: 'POST', body }),
    }),
    // A query rather than a mutation: the page confirms as it opens, and the query cache makes a second
    // mount (React's strict mode, a quick back-and-forth) reuse the answer instead of sending it again.
    confirmNewsletter: build.query<MessageResponse, string>({
      query: (token) => ({
        url: 'newsletter/confirm',
        method: 'POST',
        body: { token } satisfies NewsletterTokenRequest,
      }),
    }),
    unsubscribeFromNewsletter: build.mutation<MessageResponse, string>({
      query: (token) => ({
        url: 'newsletter/unsubscribe',
        method: 'POST',
        body: { token } satisfies NewsletterTokenRequest,
      }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation, useConfirmNewsletterQuery, useUnsubscribeFromNewsletterMutation } =
  newsletterApi;
