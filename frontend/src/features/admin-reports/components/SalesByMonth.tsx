import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { formatDeduction, formatMonth } from '../lib/report-format';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { formatCents } from '../../../lib/money/money';
import type { KeyIndicatorsResponse, SalesMonthResponse } from '../../../lib/api-types/generated';

// The chart library is most of the back-office's weight: it loads with the reports, not with every admin screen.
const SalesChart = lazy(() => import('./SalesChart').then((module) => ({ default: module.SalesChart })));

interface SalesByMonthProps {
  months: readonly SalesMonthResponse[];
  totals: KeyIndicatorsResponse;
  currency: string;
}

/** Gross, refunds and net per month, with the period's totals: refunds are netted in plain sight. */
export function SalesByMonth({ months, totals, currency }: SalesByMonthProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, currency, language);
  const deduction = (cents: number) => formatDeduction(cents, currency, language);
  const count = (value: number) => formatCount(value, language);
  return (
    <ReportSection title={t('adminReports.sales.heading')}>
      {/* The chart's box holds its place while the chart loads, so the table below does not jump. */}
      <Suspense fallback={<div className="report-chart" />}>
        <SalesChart months={months} currency={currency} />
      </Suspense>
      <ReportTable
        caption={t('adminReports.sales.heading')}
        rows={months}
        rowKey={({ month }) => month}
        columns={[
          { key: 'month', header: t('adminReports.sales.month'), cell: ({ month }) => formatMonth(month, language) },
          {
            key: 'gross',
            header: t('adminReports.sales.gross'),
            numeric: true,
            cell: (row) => money(row.gross_revenue_cents),
          },
          {
            key: 'refunds',
            header: t('adminReports.sales.refunds'),
            numeric: true,
            cell: (row) => deduction(row.refunds_cents),
          },
          {
            key: 'net',
            header: t('adminReports.sales.net'),
            numeric: true,
            cell: (row) => money(row.net_revenue_cents),
          },
          { key: 'orders', header: t('adminReports.sales.orders'), numeric: true, cell: (row) => count(row.orders) },
          {
            key: 'average',
            header: t('adminReports.sales.average'),
            numeric: true,
            cell: (row) => money(row.average_order_cents),
          },
        ]}
        footer={[
          t('adminReports.sales.total'),
          money(totals.gross_revenue_cents),
          deduction(totals.refunds_cents),
          money(totals.net_revenue_cents),
          count(totals.orders),
          money(totals.average_order_cents),
        ]}
      />
    </ReportSection>
  );
}
