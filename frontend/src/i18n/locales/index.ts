import adminAuditEn from './admin-audit/en.json';
import adminAuditLt from './admin-audit/lt.json';
import adminEventsEn from './admin-events/en.json';
import adminInvoicesEn from './admin-invoices/en.json';
import adminInvoicesLt from './admin-invoices/lt.json';
import adminEventsLt from './admin-events/lt.json';
import adminOrdersEn from './admin-orders/en.json';
import adminOrdersLt from './admin-orders/lt.json';
import adminRefundsEn from './admin-refunds/en.json';
import adminRefundsLt from './admin-refunds/lt.json';
import adminSettingsEn from './admin-settings/en.json';
import adminSettingsLt from './admin-settings/lt.json';
import adminReportsEn from './admin-reports/en.json';
import adminReportsLt from './admin-reports/lt.json';
import adminTicketsEn from './admin-tickets/en.json';
import adminTicketsLt from './admin-tickets/lt.json';
import adminEn from './admin/en.json';
import adminLt from './admin/lt.json';
import authEn from './auth/en.json';
import authLt from './auth/lt.json';
import checkoutEn from './checkout/en.json';
import checkoutLt from './checkout/lt.json';
import coreEn from './en.json';
import coreLt from './lt.json';
import scannerEn from './scanner/en.json';
import scannerLt from './scanner/lt.json';
import shopEn from './shop/en.json';
import shopLt from './shop/lt.json';

/**
 * Each area keeps its texts in its own pair of files (Lithuanian first, same keys in both). Here they
 * meet under their area's key as the one catalog the typed keys (i18next.d.ts) and the catalogs' spec
 * read; the app itself fetches each file when a route needs it (../index.ts), never this whole.
 */
export const lt = {
  ...coreLt,
  auth: authLt,
  admin: adminLt,
  adminEvents: adminEventsLt,
  adminTickets: adminTicketsLt,
  adminOrders: adminOrdersLt,
  adminRefunds: adminRefundsLt,
  adminAudit: adminAuditLt,
  adminInvoices: adminInvoicesLt,
  adminSettings: adminSettingsLt,
  adminReports: adminReportsLt,
  shop: shopLt,
  scanner: scannerLt,
  checkout: checkoutLt,
};
export const en = {
  ...coreEn,
  auth: authEn,
  admin: adminEn,
  adminEvents: adminEventsEn,
  adminTickets: adminTicketsEn,
  adminOrders: adminOrdersEn,
  adminRefunds: adminRefundsEn,
  adminAudit: adminAuditEn,
  adminInvoices: adminInvoicesEn,
  adminSettings: adminSettingsEn,
  adminReports: adminReportsEn,
  shop: shopEn,
  scanner: scannerEn,
  checkout: checkoutEn,
};
