import { Route, Routes } from 'react-router';
import { AdminLayout } from '../components/admin/AdminLayout';
import { AdminNotFound } from '../components/admin/AdminNotFound';
import { AuditLogPage } from '../features/admin-audit/pages/AuditLogPage';
import { DashboardPage } from '../features/admin-dashboard/pages/DashboardPage';
import { EventFormPage } from '../features/admin-events/pages/EventFormPage';
import { EventsListPage } from '../features/admin-events/pages/EventsListPage';
import { DiscountCodesPage } from '../features/admin-events/pages/DiscountCodesPage';
import { TicketTypesPage } from '../features/admin-events/pages/TicketTypesPage';
import { InvoicesPage } from '../features/admin-invoices/pages/InvoicesPage';
import { OrderPage } from '../features/admin-orders/pages/OrderPage';
import { OrdersPage } from '../features/admin-orders/pages/OrdersPage';
import { RefundPage } from '../features/admin-refunds/pages/RefundPage';
import { ReportsPage } from '../features/admin-reports/pages/ReportsPage';
import { SettingsPage } from '../features/admin-settings/pages/SettingsPage';
import { UsersPage } from '../features/admin-users/pages/UsersPage';

/**
 * The back-office, mounted at `admin/*` behind the admin guard and loaded lazily (hence the default
 * export), so the shop's own bundle carries none of it. Its links are absolute (`/admin/...`).
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="events" element={<EventsListPage />} />
        <Route path="events/new" element={<EventFormPage />} />
        <Route path="events/:id/edit" element={<EventFormPage />} />
        <Route path="events/:eventId/tickets" element={<TicketTypesPage />} />
        <Route path="events/:eventId/discount-codes" element={<DiscountCodesPage />} />
        <Route path="events/:eventId/refund" element={<RefundPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
