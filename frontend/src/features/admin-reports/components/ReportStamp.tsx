import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { formatDay } from '../lib/report-format';
import type { SalesReportResponse } from '../../../lib/api-types/generated';

/**
 * Which figures these are: the period, the currency, and the log position they were computed at (with
 * the moment, when the report looks back), so two people comparing numbers can tell whether they
 * read the same state of the shop.
 */
export function ReportStamp({ report }: { report: SalesReportResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="report-stamp">
      <p>
        {t('adminReports.stamp.period', {
          from: formatDay(report.period.from, language),
          to: formatDay(report.period.to, language),
          currency: report.currency,
        })}
      </p>
      <p>
        {report.as_of === null
          ? t('adminReports.stamp.now', { position: report.position })
          : t('adminReports.stamp.asOf', { asOf: formatDateTime(report.as_of, language), position: report.position })}
      </p>
    </div>
  );
}
