import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { i18nReady } from './i18n';
import './styles/global.css';

const store = makeStore();
// Lets RTK Query refetch on reconnect and window focus for endpoints that opt in.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app is drawn once the core texts are here, so no raw key ever shows; the server's page head has
// the browser fetch the first page's code and texts meanwhile (backend/src/web/route-preloads.ts).
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
