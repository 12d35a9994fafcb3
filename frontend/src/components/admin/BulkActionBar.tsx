import { useTranslation } from 'react-i18next';
import './admin-kit.css';

interface BulkAction {
  key: string;
  label: string;
  onSelect: () => void;
}

interface BulkActionBarProps {
  /** Names the group, e.g. "Veiksmai su pažymėtais renginiais". */
  label: string;
  selectedCount: number;
  /** A bulk change is on its way; its buttons wait for it. */
  busy: boolean;
  actions: BulkAction[];
}

/** What to do with the rows selected in a DataTable; the buttons wait until a row is selected. */
export function BulkActionBar({ label, selectedCount, busy, actions }: BulkActionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="bulk-bar" role="group" aria-label={label}>
      <p className="bulk-bar__count" aria-live="polite">
        {t('admin.kit.selected', { number: selectedCount })}
      </p>
      <div className="bulk-bar__buttons">
        {actions.map(({ key, label: actionLabel, onSelect }) => (
          <button
            key={key}
            type="button"
            className="button button--secondary"
            disabled={selectedCount === 0 || busy}
            onClick={onSelect}
          >
            {actionLabel}
          </button>
        ))}
      </div>
    </div>
  );
}
