import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './admin-kit.css';

interface AdminAlertProps {
  tone: 'success' | 'error';
  onDismiss: () => void;
  /** Stays in sight while the list below it scrolls: the outcome of a change made far down a list. */
  sticky?: boolean;
  children: ReactNode;
}

/**
 * The outcome of an administrator's action. A failure interrupts (role alert); a success is announced
 * politely (role status) so it does not cut off what a screen reader is saying.
 */
export function AdminAlert({ tone, onDismiss, sticky = false, children }: AdminAlertProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`admin-alert admin-alert--${tone}${sticky ? ' admin-alert--sticky' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className="admin-alert__text">{children}</p>
      <button type="button" className="admin-alert__dismiss" aria-label={t('admin.alert.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
