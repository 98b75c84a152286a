import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Copy } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { Wordmark } from '../../ui/Wordmark';
import { SocialLinks } from '../site/SocialLinks';
import { useSiteConfig } from '../site/siteConfig';
import { SUPPORT_EMAIL, copyText } from './clipboard';
import { useShowPricing } from './PaymentsEnabled';

export function Footer() {
  const { t } = useTranslation();
  const toast = useToast();
  const showPricing = useShowPricing();
  const site = useSiteConfig();
  const copy = async () => {
    const ok = await copyText(SUPPORT_EMAIL);
    toast.show(ok ? t('footer.emailCopied', { email: SUPPORT_EMAIL }) : t('footer.copyFailed', { email: SUPPORT_EMAIL }), {
      kind: ok ? 'success' : 'info',
    });
  };
  return (
    <footer className="footer" id="contact">
      <div className="footer__inner">
        <div>
          <Wordmark size="sm" />
          <p className="footer__copy">{t('footer.tagline')}</p>
        </div>
        <ul className="footer__links">
          <li>
            <Link to="/joinGame">{t('nav.joinGame')}</Link>
          </li>
          <li>
            <Link to="/games">{t('nav.games')}</Link>
          </li>
          <li>
            <Link to="/howToPlay">{t('nav.howToPlay')}</Link>
          </li>
          <li>
            <Link to="/publicGames">{t('publicGames.title')}</Link>
          </li>
          <li>
            <Link to="/about">{t('nav.about')}</Link>
          </li>
          {showPricing ? (
            <li>
              <Link to="/payment">{t('nav.pricing')}</Link>
            </li>
          ) : null}
          <li>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
          </li>
        </ul>
        <SocialLinks links={site.socialLinks} className="footer__social" />
        <Button variant="secondary" size="sm" icon={<Copy size={18} />} onClick={copy} aria-label={t('footer.copyEmailLabel', { email: SUPPORT_EMAIL })}>
          {t('footer.copyEmail')}
        </Button>
        <p className="footer__copy">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
