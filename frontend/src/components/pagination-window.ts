/** The most page buttons shown at once (docs/web.md, "Screen rules"). */
const PAGINATION_WINDOW = 5;

/**
 * The page numbers to show: a run of at most `size` pages containing `current`, centred on it where
 * possible and shifted inwards near either end so the run is always full when there are enough pages.
 */
export function pageWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages < 1 || size < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const length = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((length - 1) / 2)), totalPages - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}
