import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { isCategory } from '../../../lib/categories';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { formatCents } from '../../../lib/money/money';
import type { CategoryStatsResponse } from '../../../lib/api-types/generated';

export function CategoryStatistics({
  categories,
  currency,
}: {
  categories: readonly CategoryStatsResponse[];
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The ledger puts events without a known category under `Other`; a category the shop has no words for
  // yet still shows, by its code.
  const categoryName = (category: string) => {
    if (isCategory(category)) return t(`categories.plural.${category}`);
    return category === 'Other' ? t('adminReports.categories.other') : category;
  };
  return (
    <ReportSection title={t('adminReports.categories.heading')}>
      {categories.length === 0 ? (
        <p className="empty-state">{t('adminReports.noRows')}</p>
      ) : (
        <ReportTable
          caption={t('adminReports.categories.heading')}
          rows={categories}
          rowKey={({ category }) => category}
          columns={[
            {
              key: 'category',
              header: t('adminReports.categories.category'),
              cell: ({ category }) => categoryName(category),
            },
            {
              key: 'events',
              header: t('adminReports.categories.events'),
              numeric: true,
              cell: ({ events }) => formatCount(events, language),
            },
            {
              key: 'revenue',
              header: t('adminReports.categories.revenue'),
              numeric: true,
              cell: (row) => formatCents(row.net_revenue_cents, currency, language),
            },
          ]}
        />
      )}
    </ReportSection>
  );
}
