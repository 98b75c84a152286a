import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Avatar as AvatarDef } from '@snackparty/protocol';
import { Avatar } from './Avatar';
import { useAvatarName } from './AvatarName';
import { Dialog } from './Dialog';
import { ChevronLeft, ChevronRight, Grid } from './icons';
import { stepIndex, swipeDirection } from './carousel';

export interface AvatarCarouselProps {
  avatars: readonly AvatarDef[];
  value: string;
  onChange: (src: string) => void;
  /** avatarSrc values other players already use. */
  used: ReadonlySet<string>;
  disabled?: boolean;
}

/**
 * Pick an avatar: one big avatar with previous/next arrows (and swipe, and the arrow keys),
 * plus a "view all" dialog with the whole grid. Avatars in use are shown disabled and marked.
 */
export function AvatarCarousel({ avatars, value, onChange, used, disabled = false }: AvatarCarouselProps) {
  const { t } = useTranslation();
  const nameOf = useAvatarName();
  const [gridOpen, setGridOpen] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const statusId = useId();
  const index = Math.max(0, avatars.findIndex((a) => a.src === value));
  const current = avatars[index];
  const unavailable = current ? used.has(current.src) : false;

  const move = (delta: number) => {
    const next = avatars[stepIndex(index, delta, avatars.length)];
    if (next) onChange(next.src);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const dir = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (dir !== 0 && !disabled) move(dir);
  };

  return (
    <div className="avatar-carousel">
      <div className="avatar-carousel__row">
        <button type="button" className="icon-btn avatar-carousel__arrow" onClick={() => move(-1)} disabled={disabled} aria-label={t('avatar.previous')}>
          <ChevronLeft size={32} />
        </button>
        <div
          className={`avatar-carousel__stage ${unavailable ? 'is-unavailable' : ''}`}
          role="group"
          aria-roledescription={t('avatar.carousel')}
          aria-label={t('avatar.choose')}
          aria-describedby={statusId}
          tabIndex={disabled ? -1 : 0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          {current ? <Avatar key={current.src} src={current.src} name={nameOf(current)} size={148} className="avatar-carousel__avatar" /> : null}
          {unavailable ? <span className="badge badge--muted avatar-carousel__badge">{t('avatar.unavailable')}</span> : null}
        </div>
        <button type="button" className="icon-btn avatar-carousel__arrow" onClick={() => move(1)} disabled={disabled} aria-label={t('avatar.next')}>
          <ChevronRight size={32} />
        </button>
      </div>
      <p id={statusId} className="avatar-carousel__name" aria-live="polite">
        {current ? nameOf(current) : null}
        {unavailable ? <span className="visually-hidden"> — {t('avatar.unavailable')}</span> : null}
        <span className="avatar-carousel__count" aria-hidden="true">
          {index + 1}/{avatars.length}
        </span>
      </p>
      <button type="button" className="link-btn avatar-carousel__all" onClick={() => setGridOpen(true)} disabled={disabled}>
        <Grid size={18} /> {t('avatar.viewAll')}
      </button>

      <Dialog open={gridOpen} onClose={() => setGridOpen(false)} title={t('avatar.choose')} size="lg">
        <ul className="avatar-grid">
          {avatars.map((avatar) => {
            const taken = used.has(avatar.src);
            const selected = avatar.src === value;
            return (
              <li key={avatar.src}>
                <button
                  type="button"
                  className={`avatar-grid__item ${selected ? 'is-selected' : ''} ${taken ? 'is-unavailable' : ''}`}
                  disabled={taken}
                  aria-pressed={selected}
                  aria-label={taken ? `${nameOf(avatar)} — ${t('avatar.unavailable')}` : nameOf(avatar)}
                  onClick={() => {
                    onChange(avatar.src);
                    setGridOpen(false);
                  }}
                >
                  <Avatar src={avatar.src} name={nameOf(avatar)} size={72} decorative />
                  <span className="avatar-grid__name">{nameOf(avatar)}</span>
                  {taken ? <span className="avatar-grid__taken">{t('avatar.unavailable')}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </div>
  );
}
