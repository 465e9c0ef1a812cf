import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18nReady } from './i18n/index.ts';
import './styles.css';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { applyDeviceClass } from './lib/device.ts';
import { applyTheme, getTheme } from './lib/theme.ts';
import { recordVisit } from './lib/visit.ts';

// Before the first render: the remembered theme (public/theme-init.js already did this before paint) and the
// low-end device class.
applyTheme(getTheme());
applyDeviceClass();

const router = createBrowserRouter(routes);

// Instant for English; a visitor who chose Bengali waits for its strings instead of seeing English first.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
recordVisit();
