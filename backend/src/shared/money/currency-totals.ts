/**
 * Money of different currencies never adds up: a figure that sums money is one figure per currency.
 * Screens and files list them with the shop's currency first, then the others alphabetically, and the
 * shop's currency is always there (at zero when nothing was sold), so a shop that sells in one currency
 * reads one figure, as it always did.
 */
export function shopCurrencyFirst<T extends { currency: string }>(
  rows: readonly T[],
  shopCurrency: string,
  nothing: (currency: string) => T,
): T[] {
  const own = rows.find((row) => row.currency === shopCurrency) ?? nothing(shopCurrency);
  const others = rows
    .filter((row) => row.currency !== shopCurrency)
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  return [own, ...others];
}
