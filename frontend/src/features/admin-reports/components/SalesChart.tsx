import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage } from '../../../i18n/use-language';
import { localeFor } from '../../../lib/format';
import { formatCents, majorFromCents } from '../../../lib/money/money';
import type { SalesMonthResponse } from '../../../lib/api-types/generated';

/** The month as the axis writes it: "2026-11" in Lithuanian, "Nov 2026" in English. */
function axisMonth(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/**
 * Each month's net revenue with its refunds stacked on top, so a bar's whole height is the gross and
 * what went back stays in sight. The table below carries the same figures for screen readers.
 */
export function SalesChart({ months, currency }: { months: readonly SalesMonthResponse[]; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = months.map((month) => ({
    month: axisMonth(month.month, language),
    net: month.net_revenue_cents,
    refunds: month.refunds_cents,
  }));
  const money = (cents: number) => formatCents(cents, currency, language);
  const compact = new Intl.NumberFormat(localeFor(language), { style: 'currency', currency, notation: 'compact' });
  return (
    <figure className="report-chart" aria-hidden="true">
      <BarChart responsive data={data} style={{ width: '100%', height: '100%' }} margin={{ left: 8, right: 8 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="month" tickLine={false} />
        <YAxis tickFormatter={(cents: number) => compact.format(majorFromCents(cents))} width={64} />
        <Tooltip formatter={(cents) => money(Number(cents))} />
        <Legend />
        <Bar dataKey="net" name={t('adminReports.sales.net')} stackId="gross" fill="var(--color-accent)" />
        <Bar
          dataKey="refunds"
          name={t('adminReports.sales.refunds')}
          stackId="gross"
          fill="var(--color-border-strong)"
        />
      </BarChart>
    </figure>
  );
}
