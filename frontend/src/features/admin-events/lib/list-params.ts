import { EVENT_STATUSES, type EventStatus } from '../api/admin-events-api';

export interface EventListParams {
  /** Trimmed; empty means no search. */
  search: string;
  /** Undefined means every status; 'all' and unknown values both read as that. */
  status: EventStatus | undefined;
  page: number;
}

function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === 'string' && (EVENT_STATUSES as readonly string[]).includes(value);
}

/** Reads the list's state from the address; anything unusable falls back to the unfiltered first page. */
export function readEventListParams(searchParams: URLSearchParams): EventListParams {
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim(),
    status: isEventStatus(status) ? status : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function eventListSearchParams({ search, status, page }: EventListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
