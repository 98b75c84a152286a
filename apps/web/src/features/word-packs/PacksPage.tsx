/**
 * The user's own packs of one kind: list, create, edit and delete. Only for accounts: a guest or a
 * visitor sees why, and can log in or sign up right here (a guest host comes from the lobby's "make
 * your own packs" link). Packs marked public can be picked by other hosts too.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { errorMessageKey } from '../../api/errors';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { useLoginDialog } from '../account/LoginDialog';
import { PackForm } from './PackForm';
import type { Pack, PackInput, PackKindUi } from './packKinds';
import './word-packs.css';
import './packs.css';

type Editing = { kind: 'new' } | { kind: 'edit'; pack: Pack } | null;

export function PacksPage({ kind }: { kind: PackKindUi }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const texts = kind.texts;
  const userId = session.claims && !session.isGuest ? session.claims.userId : null;
  const [packs, setPacks] = useState<Pack[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Pack | null>(null);
  const { openLogin } = useLoginDialog();

  useEffect(() => {
    document.title = `${t(texts.title)} · Snackparty`;
  }, [t, texts.title]);

  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    kind
      .list({}, controller.signal)
      .then((all) => {
        if (!controller.signal.aborted) setPacks(all.filter((p) => p.ownerUserId === userId));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [kind, userId]);

  const showError = useCallback(
    (error: unknown) => {
      const key = errorMessageKey(error);
      const limits = kind.limits;
      const text = t(texts.serverErrors[key] ?? key, { min: limits.minEntries, max: limits.maxEntries, defaultValue: t(MESSAGE_KEYS.somethingWentWrong) });
      toast.show(text, { kind: 'error' });
    },
    [t, toast, kind, texts],
  );

  const save = async (input: PackInput) => {
    try {
      const current = editing;
      const saved = current?.kind === 'edit' ? await kind.update(current.pack.id, input) : await kind.add(input);
      setPacks((list) => {
        const rest = (list ?? []).filter((p) => p.id !== saved.id);
        return current?.kind === 'edit' ? (list ?? []).map((p) => (p.id === saved.id ? saved : p)) : [saved, ...rest];
      });
      setEditing(null);
      toast.show(t(texts.saved, { name: saved.name }), { kind: 'success' });
    } catch (error) {
      showError(error);
    }
  };

  const remove = async (pack: Pack) => {
    try {
      await kind.remove(pack.id);
      setPacks((list) => (list ?? []).filter((p) => p.id !== pack.id));
      setDeleting(null);
      toast.show(t(texts.deleted, { name: pack.name }), { kind: 'success' });
    } catch (error) {
      showError(error);
    }
  };

  const otherKind = (
    <Link className="packs__other" to={kind.otherPath}>
      {t(texts.otherKind)}
    </Link>
  );

  if (userId === null) {
    return (
      <div className="page word-packs" data-pack-kind={kind.kind}>
        <h1 className="word-packs__title">{t(texts.title)}</h1>
        <section className="card word-packs__login" aria-labelledby="word-packs-login">
          <h2 id="word-packs-login" className="word-packs__login-title">
            {t(texts.loginTitle)}
          </h2>
          <p className="word-packs__intro">{t(texts.loginNeeded)}</p>
          <div className="word-packs__login-actions">
            <Button onClick={openLogin} lockMs={0} aria-haspopup="dialog">
              {t('login.logIn')}
            </Button>
            <Link className="btn btn--secondary btn--md" to="/register">
              {t('login.signUp')}
            </Link>
          </div>
        </section>
        {otherKind}
      </div>
    );
  }

  return (
    <div className="page word-packs" data-pack-kind={kind.kind}>
      <div className="word-packs__head">
        <div>
          <h1 className="word-packs__title">{t(texts.title)}</h1>
          <p className="word-packs__intro">{t(texts.intro)}</p>
          {otherKind}
        </div>
        <Button onClick={() => setEditing({ kind: 'new' })} lockMs={0}>
          {t(texts.newPack)}
        </Button>
      </div>
      {packs === null ? (
        failed ? (
          <p className="word-packs__empty" role="alert">
            {t(MESSAGE_KEYS.somethingWentWrong)}
          </p>
        ) : (
          <LoadingDots />
        )
      ) : packs.length === 0 ? (
        <p className="word-packs__empty">{t(texts.empty)}</p>
      ) : (
        <ul className="word-packs__list" aria-label={t(texts.listLabel)}>
          {packs.map((pack) => (
            <li key={pack.id} className="word-pack-card card">
              <div className="word-pack-card__head">
                <h2 className="word-pack-card__name">{pack.name}</h2>
                <span className="badge badge--muted">{LANGUAGE_NAMES[pack.language] ?? pack.language}</span>
                {pack.isPublic ? <span className="badge">{t(texts.publicBadge)}</span> : null}
              </div>
              <p className="word-pack-card__count">{t(texts.entryCount, { n: pack.entries.length })}</p>
              <p className={`word-pack-card__preview packs__preview--${kind.kind}`}>
                {pack.entries.slice(0, kind.preview.count).join(kind.preview.separator)}
                {pack.entries.length > kind.preview.count ? ' …' : ''}
              </p>
              <div className="word-pack-card__actions">
                <Button variant="secondary" size="sm" lockMs={0} onClick={() => setEditing({ kind: 'edit', pack })} aria-label={t(texts.editNamed, { name: pack.name })}>
                  {t(texts.edit)}
                </Button>
                <Button variant="ghost" size="sm" lockMs={0} onClick={() => setDeleting(pack)} aria-label={t(texts.deleteNamed, { name: pack.name })}>
                  {t(texts.delete)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.kind === 'edit' ? t(texts.editTitle) : t(texts.newTitle)}>
        {editing ? (
          <PackForm
            key={editing.kind === 'edit' ? editing.pack.id : 'new'}
            kind={kind}
            pack={editing.kind === 'edit' ? editing.pack : null}
            defaultLanguage={appLanguage()}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t(texts.deleteTitle)} size="sm">
        <p className="word-packs__confirm-text">{t(texts.deleteQuestion, { name: deleting?.name ?? '' })}</p>
        <div className="word-packs__confirm-actions">
          <Button variant="ghost" onClick={() => setDeleting(null)} lockMs={0} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => (deleting ? remove(deleting) : undefined)}>
            {t(texts.delete)}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
