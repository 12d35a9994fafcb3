import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteError } from '../components/RouteError';
import { EventDetailPage } from '../features/events/pages/EventDetailPage';
import { EventsPage } from '../features/events/pages/EventsPage';
import { HomePage } from '../features/home/pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The route table, shared by the browser router and the tests' memory router so both exercise the
 * same tree. The pathless child carries the error element so a failing page keeps header and footer.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'events/:id', element: <EventDetailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
