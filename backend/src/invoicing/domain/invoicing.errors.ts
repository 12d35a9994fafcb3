import { DomainError } from '../../shared/event-sourcing/domain-error';

/** Refusals of the invoicing side. */
export const invoicingErrors = {
  refundNotCreditable: (invoice: string, amountCents: number) =>
    new DomainError(
      'invoice.refund-not-creditable',
      'invalid',
      {
        lt: `Grąžinimo ${(amountCents / 100).toFixed(2)} negalima įforminti kreditine sąskaita pagal ${invoice}`,
        en: `A refund of ${(amountCents / 100).toFixed(2)} cannot be credited against ${invoice}`,
      },
      { invoice, amountCents },
    ),
  invoicesNotFound: () =>
    new DomainError('invoice.not-found', 'not-found', {
      lt: 'Šis užsakymas dar neturi sąskaitų faktūrų',
      en: 'This order has no invoices yet',
    }),
};
