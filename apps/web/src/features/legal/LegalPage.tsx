import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './legal.css';

const PRIVACY_SECTIONS = ['collect', 'use', 'storage', 'sharing', 'rights', 'contact'] as const;
const TERMS_SECTIONS = ['age', 'service', 'conduct', 'liability', 'changes', 'contact'] as const;

function LegalText({ base, sections }: { base: 'privacy' | 'terms'; sections: readonly string[] }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(`legal.${base}.title`)} · Snackparty`;
  }, [base, t]);
  return (
    <div className="page legal-page">
      <article className="legal-paper">
        <h1>{t(`legal.${base}.title`)}</h1>
        <p className="legal-paper__intro">{t(`legal.${base}.intro`)}</p>
        {sections.map((section) => (
          <section key={section}>
            <h2>{t(`legal.${base}.${section}Title`)}</h2>
            <p>{t(`legal.${base}.${section}Text`)}</p>
          </section>
        ))}
      </article>
    </div>
  );
}

export function PrivacyPolicyPage() {
  return <LegalText base="privacy" sections={PRIVACY_SECTIONS} />;
}

export function TermsPage() {
  return <LegalText base="terms" sections={TERMS_SECTIONS} />;
}
