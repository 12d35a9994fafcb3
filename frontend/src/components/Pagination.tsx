import { useTranslation } from 'react-i18next';
import { pageWindow } from './pagination-window';
import './Pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button pagination__button--step pagination__button--previous"
            disabled={page <= 1}
            onClick={() => {
              onPageChange(page - 1);
            }}
          >
            {t('pagination.previous')}
          </button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__button"
              aria-label={t('pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                onPageChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="pagination__button pagination__button--step pagination__button--next"
            disabled={page >= totalPages}
            onClick={() => {
              onPageChange(page + 1);
            }}
          >
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
