/**
 * The offline GraphQL explorer (/graphiql): GraphiQL bundled by Vite and served by the gateway, so analysts on an
 * intranet without internet access can explore the graph (Apollo Sandbox on /graphql comes from Apollo's CDN).
 * The Headers tab starts with `{"Authorization": "Bearer "}`; the sign-in form above the editor fills in the token.
 * Its code is a separate entry (graphiql.html): nothing of it is loaded by the app.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer';

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
