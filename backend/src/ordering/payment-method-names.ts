import { BANK_TRANSFER, type LocalizedText, type PaymentMethodName } from '@ticketshop/projections';

/** The ways of paying as the checkout offers them; the back-office's export names them the same. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodName, LocalizedText> = {
  sandbox: { lt: 'Bandomasis mokėjimas (be pinigų)', en: 'Test payment (no money moves)' },
  makecommerce: { lt: 'Banko nuoroda arba kortelė (MakeCommerce)', en: 'Bank link or card (MakeCommerce)' },
  paysera: { lt: 'Banko nuoroda (Paysera)', en: 'Bank link (Paysera)' },
  [BANK_TRANSFER]: { lt: 'Banko pavedimas', en: 'Bank transfer' },
};
