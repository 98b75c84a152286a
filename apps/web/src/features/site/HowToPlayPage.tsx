import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { joinAddress, useJoinOrigin } from '../../api/joinAddress';
import { Button } from '../../ui/Button';
import { Phone, Tv, Users } from '../../ui/icons';
import { stepIndex } from '../../ui/carousel';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { HowToPlayPicture } from './HowToPlayPictures';
import { HOW_TO_PLAY_MODES, HOW_TO_PLAY_STEPS, howToPlayModeOf } from './howToPlayModes';
import type { HowToPlayMode } from './howToPlayModes';
import './site.css';

const MODE_ICONS: Record<HowToPlayMode, typeof Tv> = { central_screen: Tv, video_call: Users, mobile_only: Phone };

/** `/howToPlay?hostType=central_screen|video_call|mobile_only`: the steps of a game night, per way of hosting it. */
export function HowToPlayPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const mode = howToPlayModeOf(search.get('hostType'));
  const address = joinAddress(useJoinOrigin());
  const { openCreateGame } = useCreateGame();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    document.title = `${t('site.howToPlay.title')} · Snackparty`;
  }, [t]);

  const choose = (next: HowToPlayMode, focus = false) => {
    setSearch(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('hostType', next);
        return updated;
      },
      { replace: true },
    );
    if (focus) tabs.current[HOW_TO_PLAY_MODES.indexOf(next)]?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const index = HOW_TO_PLAY_MODES.indexOf(mode);
    const target =
      event.key === 'ArrowRight' ? stepIndex(index, 1, HOW_TO_PLAY_MODES.length)
      : event.key === 'ArrowLeft' ? stepIndex(index, -1, HOW_TO_PLAY_MODES.length)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? HOW_TO_PLAY_MODES.length - 1
      : null;
    if (target === null) return;
    event.preventDefault();
    choose(HOW_TO_PLAY_MODES[target]!, true);
  };

  return (
    <div className="page site-page how-page">
      <header className="site-page__header">
        <h1 className="site-page__title">{t('site.howToPlay.title')}</h1>
        <p className="site-page__lead">{t('site.howToPlay.lead')}</p>
      </header>
      <div className="how-tabs" role="tablist" aria-label={t('site.howToPlay.modesLabel')} onKeyDown={onTabKey}>
        {HOW_TO_PLAY_MODES.map((option, i) => {
          const Icon = MODE_ICONS[option];
          const selected = option === mode;
          return (
            <button
              key={option}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`how-tab-${option}`}
              aria-selected={selected}
              aria-controls="how-panel"
              tabIndex={selected ? 0 : -1}
              className={`how-tab ${selected ? 'is-selected' : ''}`}
              onClick={() => choose(option)}
            >
              <Icon size={22} />
              <span>{t(`site.howToPlay.modes.${option}`)}</span>
            </button>
          );
        })}
      </div>
      <section id="how-panel" role="tabpanel" aria-labelledby={`how-tab-${mode}`} className="how-panel" data-mode={mode}>
        <p className="how-panel__intro">{t(`site.howToPlay.${mode}.intro`)}</p>
        <ol className="how-guide">
          {HOW_TO_PLAY_STEPS[mode].map((step, index) => (
            <li key={`${mode}:${step.key}`} className="how-guide__step">
              <span className="how-guide__picture">
                <HowToPlayPicture name={step.picture} />
              </span>
              <span className="how-guide__number" aria-hidden="true">
                {index + 1}
              </span>
              <h2 className="how-guide__title">{t(`site.howToPlay.${mode}.${step.key}Title`)}</h2>
              <p className="how-guide__text">{t(`site.howToPlay.${mode}.${step.key}`, { address })}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="site-page__actions">
        <Button onClick={() => openCreateGame()} lockMs={0}>
          {t('home.createRoom')}
        </Button>
        <Link className="btn btn--secondary btn--md" to="/joinGame">
          {t('nav.joinGame')}
        </Link>
        <Link className="btn btn--ghost btn--md" to="/games">
          {t('site.howToPlay.seeGames')}
        </Link>
      </div>
    </div>
  );
}
