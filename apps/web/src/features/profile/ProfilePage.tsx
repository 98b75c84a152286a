import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOD_AVATARS, NAME_MAX_LENGTH, isLanguage } from '@snackparty/protocol';
import type { Language, UserProfileDto } from '@snackparty/protocol';
import { getProfile, getProfileGames, initDeleteAccount, updateProfile } from '../../api/account';
import { useSession } from '../../app/session';
import { Avatar } from '../../ui/Avatar';
import { AvatarCarousel } from '../../ui/AvatarCarousel';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { Field, fieldAria } from '../account/Field';
import { LanguageSelect } from '../account/LanguageSelect';
import { useFieldProblem } from '../account/useFieldProblem';
import { PaymentHistory } from '../payment/PaymentHistory';
import { PaymentLink } from '../payment/PaymentLink';
import { usePaymentsEnabled } from '../payment/usePaymentsEnabled';
import { AlbumHistory } from '../album/AlbumHistory';
import { useLoad } from './useLoad';
import '../account/account.css';
import './profile.css';

const NO_AVATARS_IN_USE: ReadonlySet<string> = new Set();

/** `/user/{userId}`: who it is, the plan, the settings (owner), the games played. */
export function ProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = Number(params.userId);
  const session = useSession();
  const [profile, setProfile] = useLoad((signal) => getProfile(userId, signal), [userId, session.token !== null]);

  useEffect(() => {
    document.title = `${t('profile.title')} · Snackparty`;
  }, [t]);

  if (!Number.isInteger(userId) || userId <= 0) return <ProfileProblem messageKey="error.not_found" />;
  if (profile.status === 'loading') {
    return (
      <div className="page profile-page profile-page--loading">
        <LoadingDots label={t('profile.loading')} />
      </div>
    );
  }
  if (profile.status === 'failed') return <ProfileProblem messageKey={accountErrorKey(profile.error)} />;

  const user = profile.value;
  const owner = session.claims?.userId === user.userId || session.isAdmin;
  return (
    <div className="page profile-page">
      <header className="profile-head card">
        <Avatar src={user.favoriteAvatarSrc} name={user.name} size={96} />
        <div className="profile-head__text">
          <h1 className="profile-head__name">{user.name}</h1>
          {owner && user.email ? <p className="profile-head__email">{user.email}</p> : null}
          <p className="profile-head__meta">
            {t('profile.memberSince', { date: formatDate(user.createdAt) ?? '' })} · {t('profile.gamesPlayed', { count: user.gamesPlayed })}
          </p>
          {owner ? <PlanLine endDate={user.subscriptionEndDate ?? null} /> : null}
        </div>
      </header>
      {owner ? <ProfileSettings profile={user} onSaved={setProfile} /> : null}
      {session.claims?.userId === user.userId ? <PaymentHistory userId={user.userId} /> : null}
      <GameHistory userId={user.userId} />
      {session.claims?.userId === user.userId ? <AlbumHistory /> : null}
      {owner && session.claims?.userId === user.userId ? <DeleteAccountSection /> : null}
    </div>
  );
}

function ProfileProblem({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="page profile-page">
      <section className="card account-card account-card--problem">
        <h1 className="account-card__title">{t('profile.title')}</h1>
        <p role="alert">{t(messageKey)}</p>
        <Link className="btn btn--secondary btn--md" to="/">
          {t('common.goHome')}
        </Link>
      </section>
    </div>
  );
}

/** The trial or subscription: until when it runs, or that it has ended. A free server has neither. */
function PlanLine({ endDate }: { endDate: string | null }) {
  const { t } = useTranslation();
  const paymentsEnabled = usePaymentsEnabled();
  const formatted = formatDate(endDate);
  if (!paymentsEnabled) return null;
  if (!endDate || !formatted) return <p className="profile-plan">{t('profile.planNone')}</p>;
  const ended = new Date(endDate).getTime() < Date.now();
  return (
    <p className={`profile-plan ${ended ? 'is-ended' : ''}`}>
      {ended ? t('profile.planEnded', { date: formatted }) : t('profile.planUntil', { date: formatted })}{' '}
      {ended ? <PaymentLink className="account-link">{t('subscription.subscribeAgain')}</PaymentLink> : null}
    </p>
  );
}

function ProfileSettings({ profile, onSaved }: { profile: UserProfileDto; onSaved: (profile: UserProfileDto) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const toast = useToast();
  const [name, setName] = useState(profile.name);
  const [language, setLanguage] = useState<Language>(profile.language && isLanguage(profile.language) ? profile.language : 'en');
  const [avatarSrc, setAvatarSrc] = useState(profile.favoriteAvatarSrc ?? FOOD_AVATARS[0]!.src);
  const [marketingConsent, setMarketingConsent] = useState(profile.marketingConsent ?? false);
  const [busy, setBusy] = useState(false);
  const fields = useFieldProblem<'name'>();

  const save = async () => {
    if (!name.trim()) return fields.flag('name', 'registration.name_required');
    setBusy(true);
    try {
      const { accessToken, ...saved } = await updateProfile(profile.userId, { name: name.trim(), language, favoriteAvatarSrc: avatarSrc, marketingConsent });
      if (accessToken && session.claims?.userId === profile.userId) await session.loginWith({ accessToken, locale: language });
      onSaved({ ...profile, ...saved });
      toast.show(t('profile.saved'), { kind: 'success' });
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nameError = fields.errorFor('name');
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('profile.settings')}
      </h2>
      <form
        noValidate
        className="profile-settings"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="profile-settings__fields">
          <Field id={`${id}-name`} label={t('registration.name')} error={nameError} shake={fields.shakeFor('name')}>
            <input
              ref={fields.register('name')}
              {...fieldAria(`${id}-name`, nameError)}
              className="field__input account-input"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-language`}>
              {t('registration.language')}
            </label>
            <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
          </div>
          <label className="account-check">
            <input type="checkbox" checked={marketingConsent} onChange={(event) => setMarketingConsent(event.target.checked)} />
            <span>{t('registration.marketingConsent')}</span>
          </label>
        </div>
        <fieldset className="profile-settings__avatar">
          <legend className="field__label">{t('registration.favoriteAvatar')}</legend>
          <AvatarCarousel avatars={FOOD_AVATARS} value={avatarSrc} onChange={setAvatarSrc} used={NO_AVATARS_IN_USE} />
        </fieldset>
        <div className="profile-settings__actions">
          <Button type="submit" busy={busy} lockMs={0}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function GameHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(0);
  const [games] = useLoad((signal) => getProfileGames(userId, page, signal), [userId, page]);
  const lastPage = games.status === 'ready' ? Math.max(0, Math.ceil(games.value.total / Math.max(1, games.value.pageSize)) - 1) : 0;

  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('profile.history')}
      </h2>
      {games.status === 'loading' ? (
        <LoadingDots label={t('profile.loading')} />
      ) : games.status === 'failed' ? (
        <p role="alert">{t(accountErrorKey(games.error))}</p>
      ) : games.value.games.length === 0 ? (
        <p className="field__hint">{t('profile.noGames')}</p>
      ) : (
        <>
          <div className="profile-table-wrap">
            <table className="profile-table">
              <thead>
                <tr>
                  <th scope="col">{t('profile.game')}</th>
                  <th scope="col">{t('profile.date')}</th>
                  <th scope="col">{t('profile.players')}</th>
                  <th scope="col">{t('profile.score')}</th>
                  <th scope="col">{t('profile.place')}</th>
                </tr>
              </thead>
              <tbody>
                {games.value.games.map((game) => (
                  <tr key={game.gameId}>
                    <td>
                      <Link className="account-link" to={`/user/${userId}/games/${game.gameId}`}>
                        {t(`games.${game.gameType}.name`, { defaultValue: game.gameType })}
                      </Link>
                      {game.hosted ? <span className="badge badge--muted profile-table__badge">{t('profile.hosted')}</span> : null}
                    </td>
                    <td>{formatDate(game.createdAt)}</td>
                    <td>{game.playerCount}</td>
                    <td>{game.score ?? '–'}</td>
                    <td>{game.place ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 0 ? (
            <nav className="profile-paging" aria-label={t('profile.paging')}>
              <Button variant="ghost" size="sm" lockMs={0} disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
                {t('profile.previousPage')}
              </Button>
              <span>{t('profile.pageOf', { page: page + 1, total: lastPage + 1 })}</span>
              <Button variant="ghost" size="sm" lockMs={0} disabled={page >= lastPage} onClick={() => setPage((p) => Math.min(lastPage, p + 1))}>
                {t('profile.nextPage')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function DeleteAccountSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const start = async () => {
    try {
      await initDeleteAccount();
      setSent(true);
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    }
  };
  return (
    <section className="card profile-section profile-danger">
      <h2 className="profile-section__title">{t('profile.deleteTitle')}</h2>
      {sent ? (
        <p role="status">{t('profile.deleteMailSent')}</p>
      ) : (
        <>
          <p className="field__hint">{t('profile.deleteLead')}</p>
          <Button variant="danger" onClick={start}>
            {t('profile.deleteAccount')}
          </Button>
        </>
      )}
    </section>
  );
}
