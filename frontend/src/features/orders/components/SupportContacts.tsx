import { useTranslation } from 'react-i18next';
import { SupportContactList } from '../../../components/SupportContactList';

/** The shop's support contacts, as the footer gives them. */
export function SupportContacts() {
  const { t } = useTranslation();
  return (
    <section className="result__card support-contacts" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title" className="support-contacts__title">
        {t('checkout.cancel.helpTitle')}
      </h2>
      <p>{t('checkout.cancel.helpText')}</p>
      <SupportContactList className="order-facts" />
    </section>
  );
}
