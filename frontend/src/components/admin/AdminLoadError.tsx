import { useTranslation } from 'react-i18next';
import '../ErrorMessage.css';

interface AdminLoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed read in the back-office: says which data is missing, styled like the shop's own error box. */
export function AdminLoadError({ message, onRetry }: AdminLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="error-message" role="alert">
      <p className="error-message__title">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
