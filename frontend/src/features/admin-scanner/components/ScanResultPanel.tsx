import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { Scan, ScanFailure } from '../lib/scan';
import { formatEventStart, formatScanDateTime } from '../lib/scan-format';
import type { ScannedTicketDetails } from '../../../lib/api-types/generated';
import './ScanResultPanel.css';

/** admit: green; refuse: red, do not let in; error: no answer, check again; idle and pending: neutral. */
type Tone = 'idle' | 'pending' | 'admit' | 'refuse' | 'error';

function toneOf(scan: Scan | null): Tone {
  if (!scan) return 'idle';
  switch (scan.outcome.kind) {
    case 'pending':
      return 'pending';
    case 'failed':
      return 'error';
    case 'answered':
      return scan.outcome.response.result === 'valid' ? 'admit' : 'refuse';
  }
}

const MARKS: Partial<Record<Tone, string>> = { admit: '✓', refuse: '✕', error: '!' };

function TicketDetails({ ticket }: { ticket: ScannedTicketDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="scan-result__details">
      <div>
        <dt>{t('scanner.result.ticketType')}</dt>
        <dd>{ticket.ticket_type[language]}</dd>
      </div>
      <div>
        <dt>{t('scanner.result.holder')}</dt>
        <dd>{ticket.holder}</dd>
      </div>
      <div>
        <dt>{t('scanner.result.event')}</dt>
        <dd>
          {ticket.event_name[language]}, {formatEventStart(ticket.starts_at, language)}
        </dd>
      </div>
      <div>
        <dt>{t('scanner.result.code')}</dt>
        <dd className="scan-result__code">{ticket.code}</dd>
      </div>
      <div>
        <dt>{t('scanner.result.order')}</dt>
        <dd>{ticket.order_number}</dd>
      </div>
    </dl>
  );
}

function FailureText({ failure }: { failure: ScanFailure }) {
  const { t } = useTranslation();
  switch (failure.kind) {
    case 'network':
      return t('scanner.errors.network');
    case 'forbidden':
      return t('scanner.errors.forbidden');
    case 'other':
      return failure.message ?? t('scanner.errors.generic');
  }
}

interface ScanResultPanelProps {
  /** The newest scan; null before the first. */
  scan: Scan | null;
  onRetry: (code: string) => void;
}

/**
 * The verdict, large enough to read at arm's length: green "admit" only for a valid ticket, red for
 * everything that must not pass. A polite live region, so a screen reader announces each verdict.
 */
export function ScanResultPanel({ scan, onRetry }: ScanResultPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tone = toneOf(scan);
  const mark = MARKS[tone];

  const body = () => {
    if (!scan) return <p className="scan-result__title">{t('scanner.result.idle')}</p>;
    const codeLine = (
      <p className="scan-result__line">
        {t('scanner.result.code')}: <span className="scan-result__code">{scan.code}</span>
      </p>
    );
    const { outcome } = scan;
    switch (outcome.kind) {
      case 'pending':
        return (
          <>
            <p className="scan-result__title">{t('scanner.result.checking')}</p>
            {codeLine}
          </>
        );
      case 'failed':
        return (
          <>
            <p className="scan-result__title">{t('scanner.result.failed')}</p>
            <p className="scan-result__line">
              <FailureText failure={outcome.failure} />
            </p>
            {codeLine}
            <button
              type="button"
              className="button button--secondary scan-result__retry"
              onClick={() => {
                onRetry(scan.code);
              }}
            >
              {t('scanner.errors.retry')}
            </button>
          </>
        );
      case 'answered': {
        const { result, ticket, used_at: usedAt } = outcome.response;
        return (
          <>
            <p className="scan-result__title">{t(`scanner.result.${result}`)}</p>
            {result === 'already_used' && usedAt && (
              <p className="scan-result__line scan-result__line--strong">
                {t('scanner.result.usedAt', { when: formatScanDateTime(usedAt, language) })}
              </p>
            )}
            {ticket ? <TicketDetails ticket={ticket} /> : codeLine}
          </>
        );
      }
    }
  };

  return (
    <section
      className={`scan-result scan-result--${tone}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('scanner.result.label')}
      data-tone={tone}
    >
      {mark && (
        <span className="scan-result__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      <div className="scan-result__body">{body()}</div>
    </section>
  );
}
