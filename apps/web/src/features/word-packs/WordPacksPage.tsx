/**
 * The user's own word packs, for the games that draw their words from packs: list, create, edit
 * and delete. Only for accounts: a guest or a visitor sees why, and can log in or sign up right
 * here (a guest host comes from the lobby's "make your own packs" link). Packs marked public can be
 * picked by other hosts too.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS, WORD_PACK_MAX_WORDS, WORD_PACK_MESSAGE_KEYS, WORD_PACK_MIN_WORDS } from '@snackparty/protocol';
import type { WordPackAddRequest, WordPackDto } from '@snackparty/protocol';
import { errorMessageKey } from '../../api/errors';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { useLoginDialog } from '../account/LoginDialog';
import { Dialog } from '../../ui/Dialog';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { addWordPack, deleteWordPack, listWordPacks, updateWordPack } from './api';
import { WordPackForm } from './WordPackForm';
import './word-packs.css';

type Editing = { kind: 'new' } | { kind: 'edit'; pack: WordPackDto } | null;

/** The server's word-pack refusals, as this page words them. */
const SERVER_ERRORS: Record<string, string> = {
  [WORD_PACK_MESSAGE_KEYS.nameInvalid]: 'wordPacks.errors.nameInvalid',
  [WORD_PACK_MESSAGE_KEYS.languageInvalid]: 'wordPacks.errors.languageInvalid',
  [WORD_PACK_MESSAGE_KEYS.wordInvalid]: 'wordPacks.errors.wordInvalid',
  [WORD_PACK_MESSAGE_KEYS.tooFewWords]: 'wordPacks.errors.tooFewWords',
  [WORD_PACK_MESSAGE_KEYS.tooManyWords]: 'wordPacks.errors.tooManyWords',
  [WORD_PACK_MESSAGE_KEYS.tooManyPacks]: 'wordPacks.errors.tooManyPacks',
  [WORD_PACK_MESSAGE_KEYS.packNotUsable]: 'wordPacks.errors.notUsable',
};

/** How many words a card previews before "…". */
const PREVIEW_WORDS = 8;

export function WordPacksPage() {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const userId = session.claims && !session.isGuest ? session.claims.userId : null;
  const [packs, setPacks] = useState<WordPackDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WordPackDto | null>(null);
  const { openLogin } = useLoginDialog();

  useEffect(() => {
    document.title = `${t('wordPacks.title')} · Snackparty`;
  }, [t]);

  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    listWordPacks({}, controller.signal)
      .then((all) => {
        if (!controller.signal.aborted) setPacks(all.filter((p) => p.ownerUserId === userId));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [userId]);

  const showError = useCallback(
    (error: unknown) => {
      const key = errorMessageKey(error);
      const text = t(SERVER_ERRORS[key] ?? key, { min: WORD_PACK_MIN_WORDS, max: WORD_PACK_MAX_WORDS, defaultValue: t(MESSAGE_KEYS.somethingWentWrong) });
      toast.show(text, { kind: 'error' });
    },
    [t, toast],
  );

  const save = async (input: WordPackAddRequest) => {
    try {
      const current = editing;
      const saved = current?.kind === 'edit' ? await updateWordPack({ ...input, id: current.pack.id }) : await addWordPack(input);
      setPacks((list) => {
        const rest = (list ?? []).filter((p) => p.id !== saved.id);
        return current?.kind === 'edit' ? (list ?? []).map((p) => (p.id === saved.id ? saved : p)) : [saved, ...rest];
      });
      setEditing(null);
      toast.show(t('wordPacks.saved', { name: saved.name }), { kind: 'success' });
    } catch (error) {
      showError(error);
    }
  };

  const remove = async (pack: WordPackDto) => {
    try {
      await deleteWordPack(pack.id);
      setPacks((list) => (list ?? []).filter((p) => p.id !== pack.id));
      setDeleting(null);
      toast.show(t('wordPacks.deleted', { name: pack.name }), { kind: 'success' });
    } catch (error) {
      showError(error);
    }
  };

  if (userId === null) {
    return (
      <div className="page word-packs">
        <h1 className="word-packs__title">{t('wordPacks.title')}</h1>
        <section className="card word-packs__login" aria-labelledby="word-packs-login">
          <h2 id="word-packs-login" className="word-packs__login-title">
            {t('wordPacks.loginTitle')}
          </h2>
          <p className="word-packs__intro">{t('wordPacks.loginNeeded')}</p>
          <div className="word-packs__login-actions">
            <Button onClick={openLogin} lockMs={0} aria-haspopup="dialog">
              {t('login.logIn')}
            </Button>
            <Link className="btn btn--secondary btn--md" to="/register">
              {t('login.signUp')}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="page word-packs">
      <div className="word-packs__head">
        <div>
          <h1 className="word-packs__title">{t('wordPacks.title')}</h1>
          <p className="word-packs__intro">{t('wordPacks.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'new' })} lockMs={0}>
          {t('wordPacks.newPack')}
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
        <p className="word-packs__empty">{t('wordPacks.empty')}</p>
      ) : (
        <ul className="word-packs__list" aria-label={t('wordPacks.listLabel')}>
          {packs.map((pack) => (
            <li key={pack.id} className="word-pack-card card">
              <div className="word-pack-card__head">
                <h2 className="word-pack-card__name">{pack.name}</h2>
                <span className="badge badge--muted">{LANGUAGE_NAMES[pack.language] ?? pack.language}</span>
                {pack.isPublic ? <span className="badge">{t('wordPacks.publicBadge')}</span> : null}
              </div>
              <p className="word-pack-card__count">{t('wordPacks.wordCount', { n: pack.words.length })}</p>
              <p className="word-pack-card__preview">
                {pack.words.slice(0, PREVIEW_WORDS).join(' · ')}
                {pack.words.length > PREVIEW_WORDS ? ' …' : ''}
              </p>
              <div className="word-pack-card__actions">
                <Button variant="secondary" size="sm" lockMs={0} onClick={() => setEditing({ kind: 'edit', pack })} aria-label={t('wordPacks.editNamed', { name: pack.name })}>
                  {t('wordPacks.edit')}
                </Button>
                <Button variant="ghost" size="sm" lockMs={0} onClick={() => setDeleting(pack)} aria-label={t('wordPacks.deleteNamed', { name: pack.name })}>
                  {t('wordPacks.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.kind === 'edit' ? t('wordPacks.editTitle') : t('wordPacks.newTitle')}>
        {editing ? (
          <WordPackForm
            key={editing.kind === 'edit' ? editing.pack.id : 'new'}
            pack={editing.kind === 'edit' ? editing.pack : null}
            defaultLanguage={appLanguage()}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t('wordPacks.deleteTitle')} size="sm">
        <p className="word-packs__confirm-text">{t('wordPacks.deleteQuestion', { name: deleting?.name ?? '' })}</p>
        <div className="word-packs__confirm-actions">
          <Button variant="ghost" onClick={() => setDeleting(null)} lockMs={0} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => (deleting ? remove(deleting) : undefined)}>
            {t('wordPacks.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
