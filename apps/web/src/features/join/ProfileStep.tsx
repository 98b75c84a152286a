import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLimits } from '@snackparty/games/manifests';
import { ALIAS_MAX_LENGTH, FOOD_AVATARS } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';
import { GameArt } from '../../games/GameArt';
import { AvatarCarousel } from '../../ui/AvatarCarousel';
import { Button } from '../../ui/Button';
import { ArrowLeft } from '../../ui/icons';
import { Shake } from '../../ui/Shake';
import type { ErrorField } from './joinMachine';

export interface ProfileStepProps {
  session: GameSessionDto;
  alias: string;
  avatarSrc: string;
  usedAvatars: string[];
  error: string | null;
  errorField: ErrorField | null;
  shake: number;
  busy: boolean;
  onAlias: (value: string) => void;
  onAvatar: (src: string) => void;
  onBack: () => void;
  onSubmit: () => void | Promise<void>;
}

/** Alias and avatar, then join (with the back arrow to the room code). */
export function ProfileStep(props: ProfileStepProps) {
  const { t } = useTranslation();
  const aliasInput = useRef<HTMLInputElement>(null);
  const avatarArea = useRef<HTMLDivElement>(null);
  const formError = useRef<HTMLParagraphElement>(null);
  const aliasErrorId = useId();
  const used = useMemo(() => new Set(props.usedAvatars), [props.usedAvatars]);
  const limits = playerLimits(props.session.gameType);

  useEffect(() => {
    if (!props.shake) return;
    if (props.errorField === 'avatar') avatarArea.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    else if (props.errorField === 'alias') aliasInput.current?.focus();
    else formError.current?.focus();
  }, [props.shake, props.errorField]);

  const message = props.error ? t(props.error, { defaultValue: t('error.something_went_wrong') }) : '';

  return (
    <section className="card join-card" aria-labelledby="join-profile-title">
      <div className="join-room">
        <span className="join-room__art" aria-hidden="true">
          <GameArt type={props.session.gameType} size={44} />
        </span>
        <div className="join-room__text">
          <span className="join-room__game">{t(`games.${props.session.gameType}.name`)}</span>
          <span className="join-room__meta">
            {t('join.room')} <strong>{props.session.gameCode}</strong> · {t('games.players', { ...limits })}
          </span>
        </div>
      </div>
      <h1 id="join-profile-title" className="join-card__title">
        {t('join.profileTitle')}
      </h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void props.onSubmit();
        }}
      >
        <Shake trigger={props.errorField === 'alias' ? props.shake : 0}>
          <div className="field">
            <label className="field__label" htmlFor="alias">
              {t('join.aliasLabel')}
            </label>
            <input
              ref={aliasInput}
              id="alias"
              className="field__input join-alias-input"
              value={props.alias}
              onChange={(event) => props.onAlias(event.target.value)}
              maxLength={ALIAS_MAX_LENGTH}
              autoComplete="nickname"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              required
              aria-invalid={props.errorField === 'alias' ? true : undefined}
              aria-describedby={aliasErrorId}
              readOnly={props.busy}
              placeholder={t('join.aliasPlaceholder')}
            />
            <p id={aliasErrorId} className="field__error" role={props.errorField === 'alias' ? 'alert' : undefined}>
              {props.errorField === 'alias' ? message : ''}
            </p>
          </div>
        </Shake>

        <div className="join-avatar" ref={avatarArea}>
          <p className="field__label">{t('join.avatarLabel')}</p>
          <Shake trigger={props.errorField === 'avatar' ? props.shake : 0}>
            <AvatarCarousel avatars={FOOD_AVATARS} value={props.avatarSrc} onChange={props.onAvatar} used={used} disabled={props.busy} />
          </Shake>
          <p className="field__error" role={props.errorField === 'avatar' ? 'alert' : undefined}>
            {props.errorField === 'avatar' ? message : ''}
          </p>
        </div>

        {props.errorField === 'form' ? (
          <Shake trigger={props.shake}>
            <p className="join-form-error" role="alert" tabIndex={-1} ref={formError}>
              {message}
            </p>
          </Shake>
        ) : null}

        <div className="join-actions">
          <button type="button" className="icon-btn join-back" onClick={props.onBack} aria-label={t('join.back')} disabled={props.busy}>
            <ArrowLeft size={28} />
          </button>
          {/* The join page blocks a second submit while one runs; a retry after an error goes through at once. */}
          <Button type="submit" size="lg" block busy={props.busy} lockMs={0}>
            {t('join.joinGame')}
          </Button>
        </div>
      </form>
    </section>
  );
}
