import { baseApi, refreshSession } from '../api';
import { loggedOut, signedIn, signedOut, userUpdated } from './session-slice';
import type {
  ChangePasswordRequest,
  EmailRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
  TokenRequest,
  UpdateProfileRequest,
  UserEnvelope,
  UserResponse,
} from '../api-types/generated';

const unwrapUser = (response: UserEnvelope) => response.user;

/**
 * The identity API (docs/identity.md). Every endpoint that learns who the visitor is updates the
 * session, so the header, the guards and storage follow whichever call found out first.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      // Another account's profile may still be cached from before.
      invalidatesTags: ['Profile'],
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data.user));
        } catch {
          // The login page shows the error.
        }
      },
    }),
    register: build.mutation<MessageResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    me: build.query<UserResponse, void>({
      query: () => 'auth/me',
      transformResponse: unwrapUser,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data));
        } catch (failure) {
          // When the server does not confirm the stored user, the session is over (docs/web.md). A request
          // that never got that answer (a reload aborting it, the network, a server error) says nothing
          // of the session, so the remembered user stays.
          if (isRefusal(failure)) dispatch(signedOut());
        }
      },
    }),
    refresh: build.mutation<SessionResponse, void>({
      queryFn: (_arg, api, extraOptions) => refreshSession(api, extraOptions),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
      invalidatesTags: ['Profile'],
      onQueryStarted(_arg, { dispatch }) {
        // Signing out on this device must not depend on the server being reachable.
        dispatch(loggedOut());
      },
    }),
    forgotPassword: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    // A query rather than a mutation: the page verifies on load, and a query's cache makes a second
    // mount (React's strict mode, a quick back-and-forth) reuse the answer instead of spending the
    // single-use token again.
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => ({ url: 'auth/verify-email', method: 'POST', body: { token } satisfies TokenRequest }),
    }),
    resendVerification: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: 'auth/resend-verification', method: 'POST', body }),
    }),
    getProfile: build.query<UserResponse, void>({
      query: () => 'user/profile',
      transformResponse: unwrapUser,
      providesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data));
        } catch {
          // The profile page shows the error.
        }
      },
    }),
    updateProfile: build.mutation<UserResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'user/profile', method: 'PUT', body }),
      transformResponse: unwrapUser,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the saved profile: no need to fetch it again.
          dispatch(authApi.util.upsertQueryData('getProfile', undefined, data));
          dispatch(userUpdated(data));
        } catch {
          // The profile page shows the error.
        }
      },
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useMeQuery,
  useRefreshMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailQuery,
  useResendVerificationMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = authApi;

/** Whether a failed query was the server refusing the caller (after the one refresh the API tries). */
function isRefusal(failure: unknown): boolean {
  const status = (failure as { error?: { status?: unknown } } | null)?.error?.status;
  return status === 401 || status === 403;
}
