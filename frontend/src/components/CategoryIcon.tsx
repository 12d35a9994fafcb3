import type { Category } from '../lib/categories';

const paths: Record<Category, string> = {
  Concert: 'M9 18.5a3 3 0 1 1-2-2.83V5l12-2v12.5a3 3 0 1 1-2-2.83V7.3L9 8.63z',
  Festival: 'M12 2 2 21h6l4-7 4 7h6zm0 4.5 6.6 12.5h-1.4L12 10l-5.2 9H5.4z',
  Theater: 'M4 3h16v8a8 8 0 0 1-16 0zm4 5.5a1.5 1.5 0 1 0 0 .01zm8 0a1.5 1.5 0 1 0 0 .01zM8 13a4.5 4.5 0 0 0 8 0z',
  Sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3.2a15 15 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4.1A13 13 0 0 1 13.6 8h-3.2A13 13 0 0 1 12 4.1zM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4zm.8 2h3.2a15 15 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3.2-8H5.1a8 8 0 0 1 4.6-3.6A15 15 0 0 0 8.3 8zM12 19.9a13 13 0 0 1-1.6-3.9h3.2a13 13 0 0 1-1.6 3.9zM13.9 14h-3.8a14 14 0 0 1 0-4h3.8a14 14 0 0 1 0 4zm.4 5.6a15 15 0 0 0 1.4-3.6h3.2a8 8 0 0 1-4.6 3.6zm2-5.6a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4z',
};

/** Decorative: every use sits next to the category's name. */
export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[category]} fillRule="evenodd" />
    </svg>
  );
}
