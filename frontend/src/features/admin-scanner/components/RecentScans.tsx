import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { Scan } from '../lib/scan';
import { formatScanTime } from '../lib/scan-format';
import './RecentScans.css';

function Verdict({ scan }: { scan: Scan }) {
  const { t } = useTranslation();
  switch (scan.outcome.kind) {
    case 'pending':
      return t('scanner.result.checking');
    case 'failed':
      return t('scanner.result.failed');
    case 'answered':
      return t(`scanner.result.${scan.outcome.response.result}`);
  }
}

function toneOf(scan: Scan): string {
  if (scan.outcome.kind === 'answered') return scan.outcome.response.result === 'valid' ? 'admit' : 'refuse';
  return scan.outcome.kind === 'failed' ? 'error' : 'pending';
}

/** The last few checks, newest first, so a doubtful case can be looked at again. */
export function RecentScans({ scans }: { scans: Scan[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="recent-scans" aria-labelledby="recent-scans-title">
      <h2 id="recent-scans-title" className="section-title recent-scans__title">
        {t('scanner.recent.heading')}
      </h2>
      {scans.length === 0 ? (
        <p className="recent-scans__empty">{t('scanner.recent.empty')}</p>
      ) : (
        <ol className="recent-scans__list">
          {scans.map((scan) => {
            const holder = scan.outcome.kind === 'answered' ? scan.outcome.response.ticket?.holder : undefined;
            return (
              <li key={scan.id} className="recent-scans__item" data-tone={toneOf(scan)}>
                <time className="recent-scans__time" dateTime={new Date(scan.scannedAt).toISOString()}>
                  {formatScanTime(scan.scannedAt, language)}
                </time>
                <span className="recent-scans__verdict">
                  <Verdict scan={scan} />
                </span>
                <span className="recent-scans__code">{scan.code}</span>
                {holder && <span className="recent-scans__holder">{holder}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
