import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '../components/auth/RequireAdmin';
import { RequireStaff } from '../components/auth/RequireStaff';
import { RequireAuth } from '../components/auth/RequireAuth';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteError } from '../components/RouteError';
import { Spinner } from '../components/Spinner';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RegisterPage } from '../features/auth/pages/RegisterPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/pages/VerifyEmailPage';
import { CheckoutPage } from '../features/checkout/pages/CheckoutPage';
import { EventDetailPage } from '../features/events/pages/EventDetailPage';
import { EventsPage } from '../features/events/pages/EventsPage';
import { HomePage } from '../features/home/pages/HomePage';
import { NewsletterConfirmPage } from '../features/home/pages/NewsletterConfirmPage';
import { NewsletterUnsubscribePage } from '../features/home/pages/NewsletterUnsubscribePage';
import { OrderLookupPage } from '../features/orders/pages/OrderLookupPage';
import { PaymentCancelPage } from '../features/orders/pages/PaymentCancelPage';
import { PaymentSuccessPage } from '../features/orders/pages/PaymentSuccessPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { TicketSelectionPage } from '../features/events/pages/TicketSelectionPage';
import { SessionKeeper } from '../lib/session/SessionKeeper';
import { NotFoundPage } from '../pages/NotFoundPage';

// The information pages are long texts few visitors read: their own chunk, loaded on the way there.
const InfoPage = lazy(() => import('../features/info/pages/InfoPage'));
// The back-office is its own chunk: visitors of the shop never download it.
const AdminApp = lazy(() => import('./AdminApp'));
// The scanner lives in that chunk too, but under a wider guard: organizers may scan, not administer.
const ScannerArea = lazy(() => import('./AdminApp').then((module) => ({ default: module.ScannerArea })));

/**
 * The route table, shared by the browser router and the tests' memory router so both exercise the
 * same tree. The root keeps the session (start-up check, periodic refresh) for every page, including
 * areas with a layout of their own, which belong beside RootLayout. The pathless child carries the
 * error element so a failing page keeps header and footer.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionKeeper />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'events', element: <EventsPage /> },
              { path: 'events/:id', element: <EventDetailPage /> },
              { path: 'tickets/:eventId', element: <TicketSelectionPage /> },
              { path: 'checkout', element: <CheckoutPage /> },
              { path: 'payment/success', element: <PaymentSuccessPage /> },
              { path: 'payment/cancel', element: <PaymentCancelPage /> },
              { path: 'order-lookup', element: <OrderLookupPage /> },
              { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
              { path: 'newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              { path: 'verify-email', element: <VerifyEmailPage /> },
              {
                path: 'info/:page',
                element: (
                  <Suspense fallback={<Spinner />}>
                    <InfoPage />
                  </Suspense>
                ),
              },
              { element: <RequireAuth />, children: [{ path: 'profile', element: <ProfilePage /> }] },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        // Ranked above admin/* by its longer static path; kept first so the table reads the same way.
        path: 'admin/scanner/*',
        errorElement: <RouteError />,
        element: (
          <RequireStaff>
            <Suspense fallback={<Spinner />}>
              <ScannerArea />
            </Suspense>
          </RequireStaff>
        ),
      },
      {
        path: 'admin/*',
        errorElement: <RouteError />,
        element: (
          <RequireAdmin>
            <Suspense fallback={<Spinner />}>
              <AdminApp />
            </Suspense>
          </RequireAdmin>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
