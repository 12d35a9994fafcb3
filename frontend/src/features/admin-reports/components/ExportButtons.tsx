import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '../api/reports-api';

interface ExportButtonsProps {
  /** No report shown yet, or a file on its way. */
  disabled: boolean;
  onExport: (format: ExportFormat) => void;
}

/** The three export buttons (PDF, Excel, CSV: docs/finance.md, "API"), each a download of the report on screen. */
export function ExportButtons({ disabled, onExport }: ExportButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="report-export" role="group" aria-label={t('adminReports.export.label')}>
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => {
            onExport(format);
          }}
        >
          {t(`adminReports.export.${format}`)}
        </button>
      ))}
    </div>
  );
}
