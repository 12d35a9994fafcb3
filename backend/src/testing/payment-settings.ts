import type { PaymentSettingsRequest } from '../settings/http/settings.requests';

/**
 * A body for PUT /api/admin/settings/payment: the sandbox on, every real provider and bank transfer
 * off, no fee; `overrides` on top.
 */
export function paymentSettings(overrides: Partial<PaymentSettingsRequest> = {}): PaymentSettingsRequest {
  return {
    sandboxEnabled: true,
    makecommerceEnabled: false,
    makecommerceShopId: '',
    payseraEnabled: false,
    payseraProjectId: '',
    bankTransferEnabled: false,
    bankAccount: '',
    paymentFeePercent: 0,
    ...overrides,
  };
}
