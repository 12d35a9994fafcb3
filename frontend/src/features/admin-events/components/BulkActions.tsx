import { useTranslation } from 'react-i18next';
import type { BulkChange } from '../lib/list-outcome';
import './BulkActions.css';

interface BulkActionsProps {
  /** Rows on the page. */
  rowCount: number;
  selectedCount: number;
  /** A bulk change is on its way; its buttons wait for it. */
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onChange: (change: BulkChange) => void;
}

/**
 * Select-all and the bulk changes sit above the table rather than in its header, so they stay in
 * reach on phones, where the header is hidden and rows become cards.
 */
export function BulkActions({ rowCount, selectedCount, busy, onSelectAll, onChange }: BulkActionsProps) {
  const { t } = useTranslation();
  const all = selectedCount === rowCount;
  return (
    <div className="bulk-actions" role="group" aria-label={t('adminEvents.list.bulk.label')}>
      <label className="bulk-actions__all">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = selectedCount > 0 && !all;
          }}
          onChange={(event) => {
            onSelectAll(event.target.checked);
          }}
        />
        {t('adminEvents.list.bulk.selectAll')}
      </label>
      <p className="bulk-actions__count" aria-live="polite">
        {t('adminEvents.list.bulk.selected', { number: selectedCount })}
      </p>
      <div className="bulk-actions__buttons">
        {(['publish', 'unpublish'] as const).map((change) => (
          <button
            key={change}
            type="button"
            className="button button--secondary"
            disabled={selectedCount === 0 || busy}
            onClick={() => {
              onChange(change);
            }}
          >
            {t(`adminEvents.list.bulk.${change}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
