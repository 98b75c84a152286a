import { useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Globe, Menu } from '../../ui/icons';
import { Wordmark } from '../../ui/Wordmark';
import { LANGUAGE_NAMES, asLanguage } from '../../i18n/languages';
import { useLoginDialog } from '../account/LoginDialog';
import { LanguageDialog } from './LanguageDialog';
import { MenuOverlay } from './MenuOverlay';
import { visibleNavLinks } from './navLinks';
import { useShowPricing } from './PaymentsEnabled';
import { UserMenu } from './UserMenu';

export function TitleBar() {
  const { t, i18n } = useTranslation();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { openLogin } = useLoginDialog();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const links = visibleNavLinks(useShowPricing());

  return (
    <header className="titlebar">
      <div className="titlebar__inner">
        <Link to="/" className="titlebar__brand" aria-label={t('nav.home')}>
          <Wordmark size="md" />
        </Link>
        <nav className="titlebar__nav" aria-label={t('nav.mainNavigation')}>
          <ul className="titlebar__links">
            {links.map((link) => (
              <li key={link.to}>
                <RouterNavLink to={link.to} className="titlebar__link">
                  {t(link.labelKey)}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="titlebar__actions">
          <button
            type="button"
            className="titlebar__lang"
            onClick={() => setLanguageOpen(true)}
            aria-label={t('language.current', { name: LANGUAGE_NAMES[language] })}
            aria-haspopup="dialog"
          >
            <Globe size={20} />
            <span className="titlebar__lang-name">{language}</span>
          </button>
          <UserMenu />
          <button
            type="button"
            className="icon-btn titlebar__menu-btn"
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.menu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <Menu size={28} />
          </button>
        </div>
      </div>
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      {menuOpen ? (
        <MenuOverlay
          onClose={() => setMenuOpen(false)}
          onLanguage={() => {
            setMenuOpen(false);
            setLanguageOpen(true);
          }}
          onLogin={() => {
            setMenuOpen(false);
            openLogin();
          }}
        />
      ) : null}
    </header>
  );
}
