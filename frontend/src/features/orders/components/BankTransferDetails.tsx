import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { EVENT_TIME_ZONE, formatLongDate, formatTime } from '../../../lib/format';
import type { Currency } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money';
import type { BankTransferInstructionsResponse } from '../../../lib/api-types/generated';

/** What the buyer types into the bank: without the reference an admin cannot tell whose money it is. */
export function BankTransferDetails({ instructions }: { instructions: BankTransferInstructionsResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { recipient, iban, amount, currency, reference, pay_by: payBy } = instructions;
  // The deadline's date in Vilnius, as its time is shown: its UTC date is a day behind from 21:00 or 22:00 UTC.
  const payByDate = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE }).format(new Date(payBy));
  const rows: [string, string][] = [
    [t('checkout.transfer.recipient'), recipient],
    [t('checkout.transfer.iban'), iban],
    [t('checkout.transfer.amount'), formatMoney(amount, currency as Currency, language)],
    [t('checkout.transfer.reference'), reference],
    [t('checkout.transfer.payBy'), `${formatLongDate(payByDate, language)} ${formatTime(payBy, language)}`],
  ];
  return (
    <section className="result__card" aria-label={t('checkout.transfer.title')}>
      <h2>{t('checkout.transfer.title')}</h2>
      <dl className="transfer-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="result__note">{t('checkout.transfer.note', { reference })}</p>
    </section>
  );
}
