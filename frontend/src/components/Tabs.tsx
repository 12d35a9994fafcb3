import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

interface TabSpec<Key extends string> {
  key: Key;
  label: string;
  /** Shown after the label inside the tab, such as a mark that the panel holds an error. */
  marker?: ReactNode;
  content: ReactNode;
}

interface TabsProps<Key extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabSpec<Key>[];
  active: Key;
  onChange: (key: Key) => void;
  /**
   * `wrap` (the default): tabs as wide as their labels, on more rows where the list is narrow.
   * `fill`: on a phone the tabs share the list's width; from 36rem on they are as wide as their labels.
   */
  layout?: 'wrap' | 'fill';
}

/**
 * Tabs (WAI-ARIA APG, automatic activation): one tab stop for the list; the arrow keys, Home and End
 * move and show. Every panel stays mounted, only hidden, so what was typed in one (a form's fields,
 * their values) survives a visit to another.
 */
export function Tabs<Key extends string>({ label, tabs, active, onChange, layout = 'wrap' }: TabsProps<Key>) {
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
    <div className={`tabs tabs--${layout}`}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="tabs__tab"
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
            {tab.marker}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={panelId(tab.key)}
          className="tabs__panel"
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
