import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES, categoryHref } from '../../lib/categories';
import { useSiteContacts } from '../../lib/site-settings/site-contacts';
import { SupportContactList } from '../SupportContactList';
import { Logo } from './Logo';
import './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  const { siteName } = useSiteContacts();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <p className="site-footer__brand">
            <Logo />
            <span className="site-footer__name">{siteName}</span>
          </p>
          <h2 id="footer-about" className="site-footer__title">
            {t('footer.aboutTitle')}
          </h2>
          <p className="site-footer__text">{t('footer.about')}</p>
        </section>
        <nav className="site-footer__section" aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="site-footer__title">
            {t('footer.categoriesTitle')}
          </h2>
          <ul className="site-footer__list">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryHref(category)}>{t(`categories.plural.${category}`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/events">{t('header.allEvents')}</Link>
            </li>
          </ul>
        </nav>
        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <SupportContactList className="site-footer__contacts" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright', { year, siteName })}</p>
      </div>
    </footer>
  );
}
