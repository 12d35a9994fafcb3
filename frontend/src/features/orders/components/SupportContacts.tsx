import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../lib/site';

/** The shop's support contacts, as the footer gives them. */
export function SupportContacts() {
  const { t } = useTranslation();
  return (
    <section className="result__card support-contacts" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title" className="support-contacts__title">
        {t('checkout.cancel.helpTitle')}
      </h2>
      <p>{t('checkout.cancel.helpText')}</p>
      <dl className="order-facts">
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
    </section>
  );
}
