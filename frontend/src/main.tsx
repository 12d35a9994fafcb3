import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { i18nReady } from './i18n';
import './styles/global.css';

const store = makeStore();
// Lets RTK Query refetch on reconnect and window focus for endpoints that opt in.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts fetching the first page's code and texts at once, while the core texts arrive;
// the page is drawn when the texts are here, so no raw key ever shows.
const router = createAppRouter();
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
});
