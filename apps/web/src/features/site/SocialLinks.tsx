import { useTranslation } from 'react-i18next';
import type { SocialLinkDto } from '@snackparty/protocol';
import { isWebAddress } from './siteConfig';

/** The maker's social accounts from the server's configuration; nothing when none is set. */
export function SocialLinks({ links, className }: { links: readonly SocialLinkDto[]; className?: string }) {
  const { t } = useTranslation();
  const shown = links.filter((link) => isWebAddress(link.url));
  if (shown.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label={t('site.socialLinks')}>
      {shown.map((link) => (
        <li key={`${link.name}:${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer me" className="social-links__link">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
