import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginDialogProvider } from '../account/LoginDialog';
import { Footer } from './Footer';
import { PaymentsEnabledProvider } from './PaymentsEnabled';
import { TitleBar } from './TitleBar';

/**
 * The site frame: title bar, content and footer, the login dialog they can open, and whether the
 * server takes payments (for the pricing links). As a route element it renders the matched child.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <LoginDialogProvider>
      <PaymentsEnabledProvider>
        <div className="site">
          <a className="skip-link" href="#main">
            {t('nav.skipToContent')}
          </a>
          <TitleBar />
          <main id="main" className="site-main" tabIndex={-1}>
            {children ?? <Outlet />}
          </main>
          <Footer />
        </div>
      </PaymentsEnabledProvider>
    </LoginDialogProvider>
  );
}
