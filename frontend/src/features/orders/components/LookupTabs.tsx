import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface LookupTab<Key extends string> {
  key: Key;
  label: string;
  content: ReactNode;
}

interface LookupTabsProps<Key extends string> {
  label: string;
  tabs: LookupTab<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}

/**
 * Tabs (WAI-ARIA APG, automatic activation): one tab stop for the list; the arrow keys, Home and End
 * move and show. The panels stay mounted, only hidden, so what was typed in one survives a visit to the
 * other.
 */
export function LookupTabs<Key extends string>({ label, tabs, active, onChange }: LookupTabsProps<Key>) {
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
    <div className="lookup-tabs">
      <div className="lookup-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="lookup-tabs__tab"
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
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={panelId(tab.key)}
          className="lookup-tabs__panel"
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
