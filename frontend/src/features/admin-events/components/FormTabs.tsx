import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './FormTabs.css';

export interface TabSpec<Key extends string> {
  key: Key;
  label: string;
  /** Marks a tab that holds a field with an error, so it can be found without opening each tab. */
  invalid: boolean;
  content: ReactNode;
}

interface FormTabsProps<Key extends string> {
  label: string;
  tabs: TabSpec<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}

/**
 * Tabs (WAI-ARIA APG, automatic activation): one tab stop for the list, arrows, Home and End move and
 * show. Every panel stays mounted, only hidden, so a form's fields keep their place and their values.
 */
export function FormTabs<Key extends string>({ label, tabs, active, onChange }: FormTabsProps<Key>) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className="form-tabs">
      <div className="form-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="form-tabs__tab"
            aria-selected={tab.key === active}
            aria-controls={panelId(tab.key)}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => {
              onChange(tab.key);
            }}
            onKeyDown={(event) => {
              move(event, index);
            }}
          >
            {tab.label}
            {tab.invalid && (
              <span className="form-tabs__invalid">
                <span aria-hidden="true">!</span>
                <span className="visually-hidden"> {t('adminEvents.form.tabHasErrors')}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={panelId(tab.key)}
          className="form-tabs__panel"
          role="tabpanel"
          aria-labelledby={tabId(tab.key)}
          tabIndex={0}
          hidden={tab.key !== active}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
