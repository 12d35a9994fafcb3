import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { RequireAdmin } from '../components/auth/RequireAdmin';
import { RequireStaff } from '../components/auth/RequireStaff';
import { RequireAuth } from '../components/auth/RequireAuth';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { Spinner } from '../components/Spinner';
import { AREAS, INFO_NAMESPACE, loadAreaTexts, type Area } from '../i18n';
import { SessionKeeper } from '../lib/session/SessionKeeper';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * A page is fetched when its route is first opened, together with the texts of the areas it shows, so
 * a visitor downloads the page in front of them and no other (docs/web.md, "The first load"). The
 * page suspends until both are here; the router moves to a new address in a transition, so the
 * current page stays on screen meanwhile and nothing shows half translated.
 */
function page<Module>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
  areas: readonly (Area | typeof INFO_NAMESPACE)[] = [],
) {
  const Page = lazy(async () => {
    const [module] = await Promise.all([load(), loadAreaTexts(areas)]);
    return { default: component(module) };
  });
  return <Page />;
}

/** The back-office and the scanner, loaded behind their guards with their texts: buyers never fetch them. */
const AdminApp = lazy(() => Promise.all([import('./AdminApp'), loadAreaTexts(AREAS)]).then(([module]) => module));
const ScannerArea = lazy(() =>
  Promise.all([import('./ScannerArea'), loadAreaTexts(['admin', 'adminAudit', 'scanner'])]).then(([module]) => module),
);

/**
 * The route table, in react-router's declarative mode: only paths and elements, none of the data
 * router's loaders, lazy routes or error elements, whose code would weigh on every first load. The
 * root keeps the session (start-up check, periodic refresh) for every page, including areas with a
 * layout of their own, which belong beside RootLayout. The pathless child catches a failing page
 * inside the layout, so header and footer stay.
 */
const routes: RouteObject[] = [
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
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              {
                index: true,
                // The newsletter box checks an address with the account forms' messages.
                element: page(
                  () => import('../features/home/pages/HomePage'),
                  (m) => m.HomePage,
                  ['shop', 'auth'],
                ),
              },
              {
                path: 'events',
                element: page(
                  () => import('../features/events/pages/EventsPage'),
                  (m) => m.EventsPage,
                ),
              },
              {
                path: 'events/:id',
                element: page(
                  () => import('../features/events/pages/EventDetailPage'),
                  (m) => m.EventDetailPage,
                ),
              },
              {
                path: 'tickets/:eventId',
                element: page(
                  () => import('../features/events/pages/TicketSelectionPage'),
                  (m) => m.TicketSelectionPage,
                  ['shop'],
                ),
              },
              {
                path: 'checkout',
                element: page(
                  () => import('../features/checkout/pages/CheckoutPage'),
                  (m) => m.CheckoutPage,
                  ['checkout'],
                ),
              },
              {
                path: 'payment/success',
                element: page(
                  () => import('../features/orders/pages/PaymentSuccessPage'),
                  (m) => m.PaymentSuccessPage,
                  ['checkout'],
                ),
              },
              {
                path: 'payment/cancel',
                element: page(
                  () => import('../features/orders/pages/PaymentCancelPage'),
                  (m) => m.PaymentCancelPage,
                  ['checkout'],
                ),
              },
              {
                path: 'order-lookup',
                element: page(
                  () => import('../features/orders/pages/OrderLookupPage'),
                  (m) => m.OrderLookupPage,
                  ['checkout'],
                ),
              },
              {
                path: 'newsletter/confirm',
                element: page(
                  () => import('../features/home/pages/NewsletterConfirmPage'),
                  (m) => m.NewsletterConfirmPage,
                  ['shop'],
                ),
              },
              {
                path: 'newsletter/unsubscribe',
                element: page(
                  () => import('../features/home/pages/NewsletterUnsubscribePage'),
                  (m) => m.NewsletterUnsubscribePage,
                  ['shop'],
                ),
              },
              {
                path: 'login',
                element: page(
                  () => import('../features/auth/pages/LoginPage'),
                  (m) => m.LoginPage,
                  ['auth'],
                ),
              },
              {
                path: 'register',
                element: page(
                  () => import('../features/auth/pages/RegisterPage'),
                  (m) => m.RegisterPage,
                  ['auth'],
                ),
              },
              {
                path: 'forgot-password',
                element: page(
                  () => import('../features/auth/pages/ForgotPasswordPage'),
                  (m) => m.ForgotPasswordPage,
                  ['auth'],
                ),
              },
              {
                path: 'reset-password',
                element: page(
                  () => import('../features/auth/pages/ResetPasswordPage'),
                  (m) => m.ResetPasswordPage,
                  ['auth'],
                ),
              },
              {
                path: 'verify-email',
                element: page(
                  () => import('../features/auth/pages/VerifyEmailPage'),
                  (m) => m.VerifyEmailPage,
                  ['auth'],
                ),
              },
              // The information pages are long texts few visitors read, with a namespace of their own.
              {
                path: 'info/:page',
                element: page(
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
                    element: page(
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
        element: (
          <RouteErrorBoundary>
            <RequireStaff>
              <Suspense fallback={<Spinner />}>
                <ScannerArea />
              </Suspense>
            </RequireStaff>
          </RouteErrorBoundary>
        ),
      },
      {
        path: 'admin/*',
        element: (
          <RouteErrorBoundary>
            <RequireAdmin>
              <Suspense fallback={<Spinner />}>
                <AdminApp />
              </Suspense>
            </RequireAdmin>
          </RouteErrorBoundary>
        ),
      },
    ],
  },
];

/**
 * The shop's pages at the current address. Rendered under a Suspense boundary (app/App.tsx) that
 * draws nothing until the first page's code and texts are here.
 */
export function ShopRoutes() {
  return useRoutes(routes);
}
