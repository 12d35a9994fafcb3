import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { formatGrowth, formatMonth } from '../lib/report-format';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import type { UserGrowthResponse } from '../../../lib/api-types/generated';

export function UserGrowth({ months }: { months: readonly UserGrowthResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ReportSection title={t('adminReports.userGrowth.heading')}>
      <ReportTable
        caption={t('adminReports.userGrowth.heading')}
        rows={months}
        rowKey={({ month }) => month}
        columns={[
          {
            key: 'month',
            header: t('adminReports.userGrowth.month'),
            cell: ({ month }) => formatMonth(month, language),
          },
          {
            key: 'new',
            header: t('adminReports.userGrowth.new'),
            numeric: true,
            cell: (row) => formatCount(row.new_users, language),
          },
          {
            key: 'total',
            header: t('adminReports.userGrowth.total'),
            numeric: true,
            cell: (row) => formatCount(row.total_users, language),
          },
          {
            key: 'growth',
            header: t('adminReports.userGrowth.growth'),
            numeric: true,
            cell: (row) => formatGrowth(row.growth_rate, language),
          },
        ]}
      />
    </ReportSection>
  );
}
