/**
 * Money is integer cents inside; the HTTP API, files and texts speak major units (euros). These are the
 * only conversions between the two, so rounding is decided once.
 */

/**
 * Major units as whole cents, exactly: 19.99 → 1999, not 1998.9999…. An amount with more than two
 * decimals (1.005, or 0.1 + 0.2), a non-finite one or one beyond exact integers is refused: the request
 * rules (`IsMoney`, `Max`) let none of them through, so meeting one here is a bug, not bad input.
 */
export function centsFromMajor(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== amount) {
    throw new RangeError(`Not an amount with at most two decimals: ${amount}`);
  }
  return cents === 0 ? 0 : cents;
}

/** Whole cents as the major units the HTTP API and spreadsheets speak: 1999 → 19.99. Bigint columns read as strings. */
export function majorFromCents(cents: number | bigint | string): number {
  return Number(cents) / 100;
}

/**
 * Whole cents as a plain decimal with two places, no currency and no locale: 1250 → "12.50", -305 →
 * "-3.05". Written digit by digit, so no binary fraction shows even for huge amounts.
 */
export function formatMajor(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const MONEY_LOCALES = { lt: 'lt-LT', en: 'en-US' } as const;

/**
 * Whole cents with the currency's sign in the reader's notation, as mails and the payment pages print it:
 * "45,00 €" (lt) or "€45.00" (en). A currency code Intl does not know (a provider's odd answer) is
 * printed as is after the amount.
 */
export function formatMoney(cents: number, currency: string, language: keyof typeof MONEY_LOCALES): string {
  const amount = formatMajor(cents);
  try {
    return new Intl.NumberFormat(MONEY_LOCALES[language], { style: 'currency', currency }).format(
      amount as `${number}`,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}
