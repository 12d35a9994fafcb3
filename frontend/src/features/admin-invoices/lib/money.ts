import { localeFor } from '../../../lib/format';

/** Cents in the reader's notation with the currency's sign, any currency the documents were issued in. */
export function formatCents(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
