import { DomainError } from '../../shared/event-sourcing/domain-error';
import { formatMajor } from '../../shared/money/money';

/** Refusals of the invoicing side. */
export const invoicingErrors = {
  refundNotCreditable: (invoice: string, amountCents: number) =>
    new DomainError(
      'invoice.refund-not-creditable',
      'invalid',
      {
        lt: `Grąžinimo ${formatMajor(amountCents)} negalima įforminti kreditine sąskaita pagal ${invoice}`,
        en: `A refund of ${formatMajor(amountCents)} cannot be credited against ${invoice}`,
      },
      { invoice, amountCents },
    ),
  invoicesNotFound: () =>
    new DomainError('invoice.not-found', 'not-found', {
      lt: 'Šis užsakymas dar neturi sąskaitų faktūrų',
      en: 'This order has no invoices yet',
    }),
};
