import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/Tabs';
import './FormTabs.css';

interface FormTabSpec<Key extends string> {
  key: Key;
  label: string;
  /** Marks a tab that holds a field with an error, so it can be found without opening each tab. */
  invalid: boolean;
  content: ReactNode;
}

interface FormTabsProps<Key extends string> {
  label: string;
  tabs: FormTabSpec<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}

/** The event form's tabs; a tab whose panel holds a field with an error says so. */
export function FormTabs<Key extends string>({ tabs, ...props }: FormTabsProps<Key>) {
  const { t } = useTranslation();
  return (
    <Tabs
      {...props}
      tabs={tabs.map(({ invalid, ...tab }) => ({
        ...tab,
        marker: invalid && (
          <span className="form-tabs__invalid">
            <span aria-hidden="true">!</span>
            <span className="visually-hidden"> {t('adminEvents.form.tabHasErrors')}</span>
          </span>
        ),
      }))}
    />
  );
}
