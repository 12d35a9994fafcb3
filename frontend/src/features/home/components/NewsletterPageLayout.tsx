import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import './NewsletterPageLayout.css';

/** The card the newsletter's mail links open on: a title, the outcome, and the way back home. */
export function NewsletterPageLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container page-section newsletter-page">
      <DocumentTitle title={title} />
      <div className="newsletter-page__card">
        <h1 className="newsletter-page__title">{title}</h1>
        {children}
        <Link className="button button--secondary" to="/">
          {t('shop.newsletter.home')}
        </Link>
      </div>
    </div>
  );
}
