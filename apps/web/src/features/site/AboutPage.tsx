import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../../ui/Wordmark';
import { SocialLinks } from './SocialLinks';
import { isWebAddress, useSiteConfig } from './siteConfig';
import './site.css';

/** `/about`: the maker's own words, and the blog, community chat and social accounts the server links to. */
export function AboutPage() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const blog = isWebAddress(site.blogUrl) ? site.blogUrl : null;
  const community = isWebAddress(site.communityUrl) ? site.communityUrl : null;

  useEffect(() => {
    document.title = `${t('site.about.title')} · Snackparty`;
  }, [t]);

  return (
    <div className="page site-page about-page">
      <header className="site-page__header">
        <h1 className="site-page__title">{t('site.about.title')}</h1>
      </header>
      <div className="about-page__body">
        <article className="card about-letter">
          <Wordmark size="md" />
          <p>{t('site.about.hello')}</p>
          <p>{t('site.about.why')}</p>
          <p>{t('site.about.how')}</p>
          <p>{t('site.about.open')}</p>
          <p className="about-letter__signature">{t('site.about.signature')}</p>
        </article>
        <div className="about-page__side">
          <div className="about-snacks" aria-hidden="true">
            <img src="/avatars/taco.svg" alt="" />
            <img src="/avatars/donut.svg" alt="" />
            <img src="/avatars/sushi-dude.svg" alt="" />
          </div>
          {blog || community || site.socialLinks.length > 0 ? (
            <section className="about-links" aria-labelledby="about-links-title">
              <h2 id="about-links-title">{t('site.about.followTitle')}</h2>
              <div className="about-links__cards">
                {blog ? (
                  <a className="card about-link" href={blog} target="_blank" rel="noopener noreferrer">
                    <span className="about-link__name">{t('site.about.blog')}</span>
                    <span className="about-link__text">{t('site.about.blogText')}</span>
                  </a>
                ) : null}
                {community ? (
                  <a className="card about-link" href={community} target="_blank" rel="noopener noreferrer">
                    <span className="about-link__name">{t('site.about.community')}</span>
                    <span className="about-link__text">{t('site.about.communityText')}</span>
                  </a>
                ) : null}
              </div>
              <SocialLinks links={site.socialLinks} />
            </section>
          ) : null}
          <p className="about-contact">
            {t('site.about.contactText')} <Link to="/contact">{t('nav.contact')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
