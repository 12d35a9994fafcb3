import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { useCurrentUser } from '../../../lib/session/hooks';
import { useGetAdminSettingsQuery } from '../api/admin-settings-api';
import { EmailSettingsForm } from '../components/EmailSettingsForm';
import { MaintenanceTab } from '../components/MaintenanceTab';
import { PaymentSettingsForm } from '../components/PaymentSettingsForm';
import { SellerSettingsForm } from '../components/SellerSettingsForm';
import { SystemSettingsForm } from '../components/SystemSettingsForm';
import { TestMailForm } from '../components/TestMailForm';
import type { SettingsResponse } from '../../../lib/api-types/generated';

const TABS = ['system', 'seller', 'payment', 'email', 'maintenance'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /admin/settings: one tab a section, each its own form and save (docs/settings.md). The tab is kept
 * in the address (`?tab=`), so a reload or a shared link opens the same one.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: Tab = isTab(tab) ? tab : 'system';
  const { data, isError, refetch } = useGetAdminSettingsQuery();
  const superAdmin = useCurrentUser()?.roles.includes('super_admin') ?? false;

  const content = (settings: SettingsResponse): Record<Tab, ReactNode> => ({
    system: <SystemSettingsForm settings={settings.system} />,
    seller: <SellerSettingsForm settings={settings.seller} />,
    payment: <PaymentSettingsForm settings={settings.payment} readOnly={!superAdmin} />,
    email: (
      <>
        <EmailSettingsForm settings={settings.email} readOnly={!superAdmin} />
        {superAdmin && <TestMailForm />}
      </>
    ),
    maintenance: <MaintenanceTab settings={settings.maintenance} />,
  });

  const body = () => {
    if (isError) return <AdminLoadError message={t('adminSettings.loadFailed')} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    const panels = content(data);
    return (
      <Tabs
        label={t('adminSettings.tabsLabel')}
        active={active}
        onChange={(next) => {
          setParams(next === 'system' ? {} : { tab: next }, { replace: true });
        }}
        tabs={TABS.map((key) => ({ key, label: t(`adminSettings.tabs.${key}`), content: panels[key] }))}
      />
    );
  };

  return (
    <div className="admin-page">
      <AdminDocumentTitle page={t('adminSettings.title')} />
      <header className="admin-page__header">
        <h1 className="page-title">{t('adminSettings.title')}</h1>
      </header>
      {body()}
    </div>
  );
}
