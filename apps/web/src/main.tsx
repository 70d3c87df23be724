import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// Server-rendered public pages are hydrated; /admin (an empty shell) and the dev server render from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
