import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import type { Outcome } from '../lib/use-section-save';
import './admin-settings.css';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  outcome: Outcome | undefined;
  onDismiss: () => void;
  /** Shown, not changed: the section is a super admin's and the viewer is not one. */
  readOnly?: boolean;
  children: ReactNode;
}

/** One tab's form: its fields, the outcome of the last save and its own save button. */
export function SettingsForm({ onSubmit, saving, outcome, onDismiss, readOnly = false, children }: SettingsFormProps) {
  const { t } = useTranslation();
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      {readOnly && <p className="settings-form__note">{t('adminSettings.superAdminOnly')}</p>}
      {/* A fieldset turns every control off at once for a viewer who may not change them. */}
      <fieldset className="settings-form__fields" disabled={readOnly}>
        {children}
      </fieldset>
      {outcome && (
        <AdminAlert tone={outcome.tone} onDismiss={onDismiss}>
          {outcome.text}
        </AdminAlert>
      )}
      {!readOnly && (
        <div className="settings-form__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('adminSettings.saving') : t('adminSettings.save')}
          </button>
        </div>
      )}
    </form>
  );
}
