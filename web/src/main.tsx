/** Browser entry: the app with THE Apollo client (its error link navigates through the app's router). */
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './shared/apollo';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
