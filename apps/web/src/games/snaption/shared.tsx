/** Pieces both SNAPTION screens use: people, the picture and its credit, caption letters, the reveal's beats. */
import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { useGameSound } from '../gameSound';
import { playerById } from '../players';
import { displayAlias } from '../scores';
import type { PlayerInfo } from '../scores';
import { useServerTimeAt } from '../useGameView';
import { pictureSrc, safePageUrl } from './media';
import type { SnaptionAttribution, SnaptionCard } from './types';

export type Who = (playerId: number) => PlayerInfo;

/** Finds a player by id: the room's list first, then the alias the game's seat carries. */
export function useWho(players: SessionPlayerDto[], seats: ReadonlyArray<{ playerId: number; alias: string }>): Who {
  return (playerId) => playerById(players, playerId, seats.find((s) => s.playerId === playerId)?.alias ?? '?');
}

/** Captions go by a letter on the screen (A, B, C…), so a voter can match the TV to the phone. */
export function captionLetter(index: number): string {
  return String.fromCharCode(65 + (index % 26));
}

/** One colour per caption on the screen, the same on the TV and the phones. */
const CAPTION_COLOURS = ['#4ecdc4', '#ff6b9a', '#ffcb2e', '#6fa8ff', '#b5e655', '#c58cff', '#ff9f1c', '#3ddc97'];

export function captionColour(index: number): string {
  return CAPTION_COLOURS[index % CAPTION_COLOURS.length]!;
}

export function captionStyle(index: number): CSSProperties {
  return { '--caption-colour': captionColour(index) } as CSSProperties;
}

/** Text size class for a caption shown big: long ones step down so they still fit. */
export function textSize(text: string): 's' | 'm' | 'l' {
  const n = [...text].length;
  if (n <= 28) return 'l';
  if (n <= 56) return 'm';
  return 's';
}

/** The round, the blind final by name, and what points are worth from round two on. */
export function RoundBadge({ round, rounds, blind, multiplier }: { round: number; rounds: number; blind: boolean; multiplier: number }) {
  const { t } = useTranslation();
  return (
    <span className={`snaption-round ${blind ? 'is-blind' : ''}`}>
      <span className="snaption-round__name">{blind ? t('snaption.blindFinal') : t('snaption.roundOf', { round, rounds })}</span>
      {multiplier > 1 ? <span className="snaption-round__multiplier">{t('snaption.multiplier', { multiplier })}</span> : null}
    </span>
  );
}

/**
 * A GIF's credit, wherever the GIF shows: the provider's mark ("Powered by GIPHY") as its terms
 * ask, in English like the brand itself, and the creator, linked to the GIF's page when there is one.
 */
export function Credit({ attribution }: { attribution: SnaptionAttribution }) {
  const { t } = useTranslation();
  const page = safePageUrl(attribution.pageUrl);
  const by = attribution.user ? t('snaption.gifBy', { user: attribution.user }) : null;
  return (
    <figcaption className="snaption-credit">
      <span className="snaption-credit__brand" lang="en">
        {`Powered by ${attribution.provider.toUpperCase()}`}
      </span>
      {by ? (
        page ? (
          <a className="snaption-credit__by" href={page} target="_blank" rel="noopener noreferrer">
            {by}
          </a>
        ) : (
          <span className="snaption-credit__by">{by}</span>
        )
      ) : null}
    </figcaption>
  );
}

export type PictureSize = 'tv' | 'phone' | 'thumb';

/** The round's picture in its frame, with a GIF's credit under it. */
export function Picture({ card, size, className, children }: { card: SnaptionCard; size: PictureSize; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure className={`snaption-picture snaption-picture--${size} ${className ?? ''}`} data-card={card.cardId}>
      <div className="snaption-picture__frame">
        <img className="snaption-picture__img" src={pictureSrc(card.imageUrl)} alt={t('snaption.pictureAlt')} draggable={false} />
        {children}
      </div>
      {card.attribution ? <Credit attribution={card.attribution} /> : null}
    </figure>
  );
}

/** The picture on a phone: a tap opens it as large as the phone allows. */
export function PhonePicture({ card, size = 'phone', className }: { card: SnaptionCard; size?: PictureSize; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <figure className={`snaption-picture snaption-picture--${size} ${className ?? ''}`} data-card={card.cardId}>
        <button type="button" className="snaption-picture__frame snaption-picture__zoom" onClick={() => setOpen(true)} aria-label={t('snaption.enlarge')}>
          <img className="snaption-picture__img" src={pictureSrc(card.imageUrl)} alt={t('snaption.pictureAlt')} draggable={false} />
          <span className="snaption-picture__hint" aria-hidden="true">
            <ZoomIcon />
          </span>
        </button>
        {card.attribution ? <Credit attribution={card.attribution} /> : null}
      </figure>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('snaption.pictureAlt')} hideTitle size="full" className="snaption-zoom">
        <Picture card={card} size="phone" className="snaption-picture--zoomed" />
      </Dialog>
    </>
  );
}

function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

/** The blind final's picture before it is shown: a card face down. */
export function MysteryPicture({ size }: { size: PictureSize }) {
  const { t } = useTranslation();
  return (
    <figure className={`snaption-picture snaption-picture--${size} snaption-picture--mystery`}>
      <div className="snaption-picture__frame" role="img" aria-label={t('snaption.pictureHidden')}>
        <span className="snaption-mystery__mark" aria-hidden="true">
          ?
        </span>
      </div>
    </figure>
  );
}

/** An avatar and the alias next to it. */
export function PersonTag({ person, size, you = false }: { person: PlayerInfo; size: number; you?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="snaption-person">
      <Avatar src={person.avatarSrc} name={person.alias} size={size} colour={person.hexColor} decorative />
      <span className="snaption-person__alias">{you ? t('snaption.you') : displayAlias(person.alias)}</span>
    </span>
  );
}

/** How many of the voters have voted: a dot each, never who. */
export function VotedMeter({ voted, total }: { voted: number; total: number }) {
  const { t } = useTranslation();
  const label = t('snaption.votedCount', { n: voted, total });
  return (
    <div className="snaption-meter" role="status" aria-label={label}>
      <span className="snaption-meter__dots" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`snaption-meter__dot ${i < voted ? 'is-in' : ''}`} />
        ))}
      </span>
      <span className="snaption-meter__text" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

/**
 * The beats of a reveal, in ms after it starts: the votes land, then the authors show, then the
 * top caption is crowned with the points and the right predictions. Every screen counts from the
 * stage's start on the server clock, so the room sees each beat at once. A head-to-head pair has
 * a shorter reveal (7 s against 12 s), so its beats come sooner.
 */
const BEATS = {
  all: { votes: 900, authors: 4200, crown: 7200 },
  pairs: { votes: 500, authors: 2300, crown: 4300 },
  /** Nothing to count: the authors show sooner. */
  noVote: { votes: 0, authors: 1200, crown: 2400 },
} as const;

export type RevealBeat = 'captions' | 'votes' | 'authors' | 'crown';

/** Where the reveal on screen is, from the stage's start on the server clock. */
export function useRevealBeat(startedAt: number | null | undefined, mode: 'all' | 'pairs', voted: boolean, serverNow: () => number): RevealBeat {
  const beats = voted ? BEATS[mode] : BEATS.noVote;
  const start = startedAt ?? 0;
  const times = [start + beats.votes, start + beats.authors, start + beats.crown];
  const now = useServerTimeAt(times, serverNow);
  if (startedAt === null || startedAt === undefined || now >= times[2]!) return 'crown';
  if (now >= times[1]!) return 'authors';
  if (now >= times[0]!) return 'votes';
  return 'captions';
}

const ORDER: readonly RevealBeat[] = ['captions', 'votes', 'authors', 'crown'];

/** Whether the reveal has reached `beat`. */
export function reached(current: RevealBeat, beat: RevealBeat): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(beat);
}

/** The drum roll of the blind final's unveil, as the curtains open (on the screen that makes the room's sounds). */
export function useUnveilSound(): void {
  const play = useGameSound();
  useEffect(() => {
    play('reveal', 0.7);
  }, [play]);
}
