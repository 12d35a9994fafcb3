// What other contexts may use of settings: the shop's current settings, and the maintenance switch
// that identity's middleware chain applies.
export { MaintenanceMiddleware } from './http/maintenance.middleware';
export { ShopSettings, type ShopSettingsSnapshot } from './shop-settings';
