import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/DocumentTitle';
import './AuthCard.css';

interface AuthCardProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Links to the neighbouring pages (register, login, forgot password), under the card. */
  footer?: ReactNode;
}

/** The narrow card every sign-in page is laid out in. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="container page-section auth-page">
      <DocumentTitle title={title} />
      <div className="auth-card">
        <div className="auth-card__header">
          <h1 className="auth-card__title">{title}</h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
