import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/righteous/latin-400.css';
import '@fontsource/righteous/latin-ext-400.css';
import './app/base.css';
import { initI18n } from './i18n/i18n';
import { createRouter } from './app/router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { BootScreen } from './app/BootScreen';
import { installPrompt } from './app/installPrompt';
import { installPreferences } from './features/accessibility/preferenceStore';

void initI18n();
// A player's larger text, reduced motion and palette are on <html> before the first paint.
installPreferences();
// The browser offers to install the app once, early: kept for the menu's install button.
installPrompt.watch(window);
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <Suspense fallback={<BootScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </ErrorBoundary>
  </StrictMode>,
);
