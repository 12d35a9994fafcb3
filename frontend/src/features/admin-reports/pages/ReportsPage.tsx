import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { Spinner } from '../../../components/Spinner';
import { serverMessageOf } from '../../../lib/api';
import type { Currency } from '../../../lib/money/money';
import { useExportReportMutation, useGetReportQuery, type ExportFormat, type ReportQuery } from '../api/reports-api';
import { CategoryStatistics } from '../components/CategoryStatistics';
import { CurrencyTotals } from '../components/CurrencyTotals';
import { ExportButtons } from '../components/ExportButtons';
import { KeyIndicators } from '../components/KeyIndicators';
import { PeriodSelector } from '../components/PeriodSelector';
import { ReportStamp } from '../components/ReportStamp';
import { SalesByMonth } from '../components/SalesByMonth';
import { TopEvents } from '../components/TopEvents';
import { UserGrowth } from '../components/UserGrowth';
import { readReportCurrency, readReportSelection, reportQueryOf, reportSearchParamsIn } from '../lib/report-query';
import type { SalesReportResponse } from '../../../lib/api-types/generated';
import '../components/admin-reports.css';

/** No order was paid or refunded in the period: its sales tables would be rows of zeros. */
const hasNoSales = ({ key_indicators }: SalesReportResponse) =>
  key_indicators.orders === 0 && key_indicators.gross_revenue_cents === 0 && key_indicators.refunds_cents === 0;

function ReportBody({ report, onDetail }: { report: SalesReportResponse; onDetail: (currency: Currency) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <ReportStamp report={report} />
      {/* Sold in one currency, the report reads as it always did; in more, each has its own totals. */}
      {report.totals.length > 1 && (
        <CurrencyTotals totals={report.totals} detailed={report.currency} onDetail={onDetail} />
      )}
      <KeyIndicators indicators={report.key_indicators} currency={report.currency} />
      {hasNoSales(report) ? (
        <p className="empty-state">{t('adminReports.empty')}</p>
      ) : (
        <>
          <SalesByMonth months={report.sales_by_month} totals={report.key_indicators} currency={report.currency} />
          <TopEvents events={report.top_events} currency={report.currency} />
          <CategoryStatistics categories={report.category_stats} currency={report.currency} />
        </>
      )}
      <UserGrowth months={report.user_growth} />
    </>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = readReportSelection(searchParams);
  const currency = readReportCurrency(searchParams);
  const query: ReportQuery = { ...reportQueryOf(selection), ...(currency && { currency }) };
  // currentData, so another period never shows the previous one's figures; every visit asks again,
  // as sales and refunds move the figures without invalidating anything here.
  const { currentData: report, error, refetch } = useGetReportQuery(query, { refetchOnMountOrArgChange: true });
  const [exportReport, { isLoading: exporting }] = useExportReportMutation();
  // Undefined: no failure to show; null: a failure the server gave no words for.
  const [exportFailure, setExportFailure] = useState<string | null | undefined>(undefined);

  const download = async (format: ExportFormat) => {
    if (!report) return;
    setExportFailure(undefined);
    try {
      // The file holds the very figures on screen: a report of now is exported at the position it was
      // read at, rather than at a later one that a sale made meanwhile would give.
      const fixed = query.as_of ? query : { ...query, as_of_position: report.position };
      await exportReport({ query: fixed, format, period: report.period }).unwrap();
    } catch (failure) {
      setExportFailure(serverMessageOf(failure) ?? null);
    }
  };

  const reason = serverMessageOf(error);
  return (
    <div className="admin-page reports-page">
      <AdminDocumentTitle page={t('adminReports.title')} />
      <header className="reports-page__header">
        <h1 className="page-title">{t('adminReports.title')}</h1>
        <ExportButtons
          disabled={!report || exporting}
          onExport={(format) => {
            void download(format);
          }}
        />
      </header>
      <PeriodSelector
        selection={selection}
        shownPeriod={report?.period}
        onChange={(next) => {
          setExportFailure(undefined);
          setSearchParams(reportSearchParamsIn(next, currency), { preventScrollReset: true });
        }}
      />
      {exportFailure !== undefined && (
        <AdminAlert
          tone="error"
          onDismiss={() => {
            setExportFailure(undefined);
          }}
        >
          {exportFailure === null
            ? t('adminReports.export.failed')
            : t('adminReports.export.failedWithReason', { reason: exportFailure })}
        </AdminAlert>
      )}
      {error ? (
        <AdminLoadError
          message={reason ? t('adminReports.loadFailedWithReason', { reason }) : t('adminReports.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : report ? (
        <ReportBody
          report={report}
          onDetail={(next) => {
            setExportFailure(undefined);
            setSearchParams(reportSearchParamsIn(selection, next), { preventScrollReset: true });
          }}
        />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
