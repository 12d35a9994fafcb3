import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/api';

/**
 * `combineSlices` lets later features inject their UI slices (`rootReducer.inject`) without this file
 * importing them, which keeps the store independent of feature internals.
 */
export const rootReducer = combineSlices(baseApi);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
