import { Link } from 'react-router';

interface AdminPageHeaderProps {
  title: string;
  /** Where the page was reached from, such as the dashboard for a list. */
  back?: { to: string; label: string };
  intro?: string;
}

/** The heading a back-office page opens with: the way back, the page's title and what it is for. */
export function AdminPageHeader({ title, back, intro }: AdminPageHeaderProps) {
  return (
    <header className="admin-page__header">
      {back && (
        <Link className="admin-page__back" to={back.to}>
          {back.label}
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      {intro && <p>{intro}</p>}
    </header>
  );
}
