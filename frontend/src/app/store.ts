import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/api';
import { writtenPositionSlice } from '../lib/read-your-writes/written-position-slice';
import { sessionPersistence } from '../lib/session/session-persistence';
import { sessionSlice } from '../lib/session/session-slice';
import { maintenanceSlice } from '../lib/site-settings/maintenance-slice';

/**
 * `combineSlices` lets later features inject their UI slices (`rootReducer.inject`) without this file
 * importing them, which keeps the store independent of feature internals. The session is shared by
 * the whole app (header, guards, the API's re-authentication), so it is part of the root, as is
 * whether the shop is under maintenance (any API answer may say so), and the log position of this
 * page's own latest write, which the reads that follow wait for (lib/read-your-writes).
 */
const rootReducer = combineSlices(baseApi, sessionSlice, maintenanceSlice, writtenPositionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionPersistence.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
