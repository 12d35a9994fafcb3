import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '../components/auth/RequireAdmin';
import { RequireStaff } from '../components/auth/RequireStaff';
import { RequireAuth } from '../components/auth/RequireAuth';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteError } from '../components/RouteError';
import { Spinner } from '../components/Spinner';
import { AREAS, INFO_NAMESPACE, loadAreaTexts, type Area } from '../i18n';
import { SessionKeeper } from '../lib/session/SessionKeeper';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * A page is fetched when its route is first opened, together with the texts of the areas it shows, so
 * a visitor downloads the page in front of them and no other (docs/web.md, "The first load"). The
 * router keeps the current page until the next one is here, so nothing shows half translated.
 */
function page<Module>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
  areas: readonly (Area | typeof INFO_NAMESPACE)[] = [],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadAreaTexts(areas)]);
    return { Component: component(module) };
  };
}

/**
 * While the first page's code and texts are on their way nothing is drawn, rather than the layout
 * with an empty middle that the page would then push the footer out of (a layout shift).
 */
function NothingYet() {
  return null;
}

/** The back-office and the scanner, loaded behind their guards with their texts: buyers never fetch them. */
const AdminApp = lazy(() => Promise.all([import('./AdminApp'), loadAreaTexts(AREAS)]).then(([module]) => module));
const ScannerArea = lazy(() =>
  Promise.all([import('./ScannerArea'), loadAreaTexts(['admin', 'adminAudit', 'scanner'])]).then(([module]) => module),
);

/**
 * The route table, shared by the browser router and the tests' memory router so both exercise the
 * same tree. The root keeps the session (start-up check, periodic refresh) for every page, including
 * areas with a layout of their own, which belong beside RootLayout. The pathless child carries the
 * error element so a failing page keeps header and footer.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: NothingYet,
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
              {
                index: true,
                // The newsletter box checks an address with the account forms' messages.
                lazy: page(
                  () => import('../features/home/pages/HomePage'),
                  (m) => m.HomePage,
                  ['shop', 'auth'],
                ),
              },
              {
                path: 'events',
                lazy: page(
                  () => import('../features/events/pages/EventsPage'),
                  (m) => m.EventsPage,
                ),
              },
              {
                path: 'events/:id',
                lazy: page(
                  () => import('../features/events/pages/EventDetailPage'),
                  (m) => m.EventDetailPage,
                ),
              },
              {
                path: 'tickets/:eventId',
                lazy: page(
                  () => import('../features/events/pages/TicketSelectionPage'),
                  (m) => m.TicketSelectionPage,
                  ['shop'],
                ),
              },
              {
                path: 'checkout',
                lazy: page(
                  () => import('../features/checkout/pages/CheckoutPage'),
                  (m) => m.CheckoutPage,
                  ['checkout'],
                ),
              },
              {
                path: 'payment/success',
                lazy: page(
                  () => import('../features/orders/pages/PaymentSuccessPage'),
                  (m) => m.PaymentSuccessPage,
                  ['checkout'],
                ),
              },
              {
                path: 'payment/cancel',
                lazy: page(
                  () => import('../features/orders/pages/PaymentCancelPage'),
                  (m) => m.PaymentCancelPage,
                  ['checkout'],
                ),
              },
              {
                path: 'order-lookup',
                lazy: page(
                  () => import('../features/orders/pages/OrderLookupPage'),
                  (m) => m.OrderLookupPage,
                  ['checkout'],
                ),
              },
              {
                path: 'newsletter/confirm',
                lazy: page(
                  () => import('../features/home/pages/NewsletterConfirmPage'),
                  (m) => m.NewsletterConfirmPage,
                  ['shop'],
                ),
              },
              {
                path: 'newsletter/unsubscribe',
                lazy: page(
                  () => import('../features/home/pages/NewsletterUnsubscribePage'),
                  (m) => m.NewsletterUnsubscribePage,
                  ['shop'],
                ),
              },
              {
                path: 'login',
                lazy: page(
                  () => import('../features/auth/pages/LoginPage'),
                  (m) => m.LoginPage,
                  ['auth'],
                ),
              },
              {
                path: 'register',
                lazy: page(
                  () => import('../features/auth/pages/RegisterPage'),
                  (m) => m.RegisterPage,
                  ['auth'],
                ),
              },
              {
                path: 'forgot-password',
                lazy: page(
                  () => import('../features/auth/pages/ForgotPasswordPage'),
                  (m) => m.ForgotPasswordPage,
                  ['auth'],
                ),
              },
              {
                path: 'reset-password',
                lazy: page(
                  () => import('../features/auth/pages/ResetPasswordPage'),
                  (m) => m.ResetPasswordPage,
                  ['auth'],
                ),
              },
              {
                path: 'verify-email',
                lazy: page(
                  () => import('../features/auth/pages/VerifyEmailPage'),
                  (m) => m.VerifyEmailPage,
                  ['auth'],
                ),
              },
              // The information pages are long texts few visitors read, with a namespace of their own.
              {
                path: 'info/:page',
                lazy: page(
                  () => import('../features/info/pages/InfoPage'),
                  (m) => m.InfoPage,
                  [INFO_NAMESPACE],
                ),
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('../features/profile/pages/ProfilePage'),
                      (m) => m.ProfilePage,
                      ['auth'],
                    ),
                  },
                ],
              },
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

export type AppRouter = ReturnType<typeof createAppRouter>;
