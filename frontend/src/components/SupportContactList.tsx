import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../lib/site';

/** The shop's support e-mail, phone and working hours, as a description list styled by `className`. */
export function SupportContactList({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      <div>
        <dt>{t('footer.email')}</dt>
        <dd>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.phone')}</dt>
        <dd>
          <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.hours')}</dt>
        <dd>{t('footer.hoursValue')}</dd>
      </div>
    </dl>
  );
}
