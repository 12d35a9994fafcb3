import { useTranslation } from 'react-i18next';
import { phoneHref } from '../lib/site';
import { useSiteContacts } from '../lib/site-settings/site-contacts';

/**
 * The shop's support e-mail, phone (as an administrator set them) and working hours, as a description
 * list styled by `className`. The built-in contacts stand in while the settings load, so the list
 * keeps its place and size instead of appearing late.
 */
export function SupportContactList({ className }: { className: string }) {
  const { t } = useTranslation();
  const { contactEmail, supportPhone, loading } = useSiteContacts();
  return (
    <dl className={className} aria-busy={loading}>
      <div>
        <dt>{t('footer.email')}</dt>
        <dd>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.phone')}</dt>
        <dd>
          <a href={phoneHref(supportPhone)}>{supportPhone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.hours')}</dt>
        <dd>{t('footer.hoursValue')}</dd>
      </div>
    </dl>
  );
}
