import { useTranslation } from 'react-i18next';
import { useReadLag } from '../../lib/read-your-writes/use-read-lag';
import './admin-kit.css';

/**
 * Says that the administrator's change is saved while what the page reads does not include it yet (a
 * 202 from a write, or a read the read models had not caught up with). Nothing otherwise. The page
 * reads again meanwhile (`useReadLag().pollingInterval`), so this goes away by itself.
 */
export function ReadLagNotice() {
  const { t } = useTranslation();
  const { lagging } = useReadLag();
  if (!lagging) return null;
  return (
    <div className="admin-alert admin-alert--success" role="status">
      <p className="admin-alert__text">{t('admin.readLag.saved')}</p>
    </div>
  );
}
