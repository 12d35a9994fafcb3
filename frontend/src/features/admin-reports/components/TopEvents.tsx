import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { formatCents } from '../../../lib/money/money';
import type { TopEventResponse } from '../../../lib/api-types/generated';

export function TopEvents({ events, currency }: { events: readonly TopEventResponse[]; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ReportSection title={t('adminReports.topEvents.heading')}>
      {events.length === 0 ? (
        <p className="empty-state">{t('adminReports.noRows')}</p>
      ) : (
        <ReportTable
          caption={t('adminReports.topEvents.heading')}
          rows={events}
          rowKey={({ event_id }) => event_id}
          columns={[
            { key: 'name', header: t('adminReports.topEvents.name'), cell: ({ name }) => name[language] },
            {
              key: 'revenue',
              header: t('adminReports.topEvents.revenue'),
              numeric: true,
              cell: (row) => formatCents(row.net_revenue_cents, currency, language),
            },
            {
              key: 'tickets',
              header: t('adminReports.topEvents.tickets'),
              numeric: true,
              cell: ({ tickets }) => formatCount(tickets, language),
            },
          ]}
        />
      )}
    </ReportSection>
  );
}
