import { createSlice, isPending, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { httpStatusOf } from '../api';
import { publicSettingsApi } from './public-settings-api';

interface MaintenanceState {
  /** RTK Query numbers the requests it starts; the latest number seen. */
  lastRequestStarted: number;
  /**
   * Set when an API answer said the shop is under maintenance: the number of the latest request
   * started by then. Only public settings read by a request started later can lift it.
   */
  announcedAfterRequest: number | null;
}

const initialState: MaintenanceState = { lastRequestStarted: 0, announcedAfterRequest: null };

const requestNumberOf = (action: UnknownAction): number | undefined => {
  const { seq } = (action.meta ?? {}) as { seq?: unknown };
  return typeof seq === 'number' ? seq : undefined;
};

/**
 * The maintenance answer (docs/settings.md): 503 with Retry-After. Another 503 (a proxy, a failing
 * dependency) is an outage the page reports itself, not a reason to close the shop's front door.
 */
function announcesMaintenance(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action) || httpStatusOf(action.payload) !== 503) return false;
  const { baseQueryMeta } = action.meta as { baseQueryMeta?: FetchBaseQueryMeta };
  return Boolean(baseQueryMeta?.response?.headers.get('retry-after'));
}

/**
 * Whether a request learnt of maintenance before the public settings did: a buyer who opened the page
 * before maintenance began is switched to the maintenance page by the first refused call. Settings read
 * by a request that had started before then are not news, so they do not undo it; a fresh reading does.
 */
export const maintenanceSlice = createSlice({
  name: 'maintenance',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending, (state, action) => {
        const started = requestNumberOf(action);
        if (started !== undefined && started > state.lastRequestStarted) state.lastRequestStarted = started;
      })
      .addMatcher(publicSettingsApi.endpoints.getPublicSettings.matchFulfilled, (state, action) => {
        const started = requestNumberOf(action);
        if (state.announcedAfterRequest !== null && started !== undefined && started > state.announcedAfterRequest) {
          state.announcedAfterRequest = null;
        }
      })
      .addMatcher(announcesMaintenance, (state) => {
        state.announcedAfterRequest = state.lastRequestStarted;
      });
  },
  selectors: {
    /** The announcement still standing, told by the request number it came after; null: none. */
    selectMaintenanceAnnouncement: (state) => state.announcedAfterRequest,
  },
});

export const { selectMaintenanceAnnouncement } = maintenanceSlice.selectors;
