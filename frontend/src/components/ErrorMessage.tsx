import { useTranslation } from 'react-i18next';
import './ErrorMessage.css';

interface ErrorMessageProps {
  /** Called by the retry button; without it no button is shown. */
  onRetry?: () => void;
}

export function ErrorMessage({ onRetry }: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <div className="error-message" role="alert">
      <p className="error-message__title">{t('errors.generic')}</p>
      <p className="error-message__text">{t('errors.loadFailed')}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
