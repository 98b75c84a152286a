/** Pieces both REQUIP screens use: people, the reveal's beats, the prompt card, answer letters. */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Robot } from '../../ui/icons';
import { playerById } from '../players';
import { displayAlias } from '../scores';
import type { PlayerInfo } from '../scores';
import { useServerTimeAt } from '../useGameView';

export type Who = (playerId: number) => PlayerInfo;

/** Finds a player by id: the room's list first, then the alias the game's seat carries. */
export function useWho(players: SessionPlayerDto[], seats: ReadonlyArray<{ playerId: number; alias: string }>): Who {
  return (playerId) => playerById(players, playerId, seats.find((s) => s.playerId === playerId)?.alias ?? '?');
}

/**
 * The beats of a prompt's reveal, in ms after it starts: the votes land, then the authors show and
 * the AI is unmasked, then the points. Every screen counts from the stage's start on the server
 * clock, so the room sees each beat at once.
 */
const BEATS = {
  normal: { votes: 700, authors: 3200, points: 5200 },
  /** More answers and votes to take in. */
  final: { votes: 900, authors: 5500, points: 8500 },
  /** Nothing to count: the authors (or the AI) show sooner. */
  noVote: { votes: 0, authors: 1600, points: 3200 },
} as const;

export type RevealBeat = 'answers' | 'votes' | 'authors' | 'points';

export function revealBeats(kind: keyof typeof BEATS): (typeof BEATS)[keyof typeof BEATS] {
  return BEATS[kind];
}

/** Where the reveal on screen is, from the stage's start on the server clock. */
export function useRevealBeat(startedAt: number | null | undefined, final: boolean, voted: boolean, serverNow: () => number): RevealBeat {
  const beats = voted ? (final ? BEATS.final : BEATS.normal) : BEATS.noVote;
  const start = startedAt ?? 0;
  const times = [start + beats.votes, start + beats.authors, start + beats.points];
  const now = useServerTimeAt(times, serverNow);
  if (startedAt === null || startedAt === undefined || now >= times[2]!) return 'points';
  if (now >= times[1]!) return 'authors';
  if (now >= times[0]!) return 'votes';
  return 'answers';
}

const ORDER: readonly RevealBeat[] = ['answers', 'votes', 'authors', 'points'];

/** Whether the reveal has reached `beat`. */
export function reached(current: RevealBeat, beat: RevealBeat): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(beat);
}

/** Answers go by a letter on the screen (A, B, C…), so a voter can match the TV to the phone. */
export function answerLetter(index: number): string {
  return String.fromCharCode(65 + (index % 26));
}

/** One colour per answer on the screen, the same on the TV and the phones. */
const ANSWER_COLOURS = ['#4ecdc4', '#ff6b9a', '#ffcb2e', '#6fa8ff', '#b5e655', '#c58cff', '#ff9f1c', '#3ddc97'];

export function answerColour(index: number): string {
  return ANSWER_COLOURS[index % ANSWER_COLOURS.length]!;
}

export function answerStyle(index: number): CSSProperties {
  return { '--answer-colour': answerColour(index) } as CSSProperties;
}

/** Text size class for an answer or a prompt shown big: long ones step down so they still fit. */
export function textSize(text: string, long = 60): 's' | 'm' | 'l' {
  const n = [...text].length;
  if (n <= long / 2) return 'l';
  if (n <= long) return 'm';
  return 's';
}

/** The prompt in a speech bubble. */
export function PromptCard({ prompt, className, children }: { prompt: string; className?: string; children?: ReactNode }) {
  return (
    <div className={`requip-prompt requip-prompt--${textSize(prompt, 90)} ${className ?? ''}`}>
      <p className="requip-prompt__text">{prompt}</p>
      {children}
    </div>
  );
}

/** An avatar and the alias under it. */
export function PersonTag({ person, size, you = false }: { person: PlayerInfo; size: number; you?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="requip-person">
      <Avatar src={person.avatarSrc} name={person.alias} size={size} colour={person.hexColor} decorative />
      <span className="requip-person__alias">{you ? t('requip.you') : displayAlias(person.alias)}</span>
    </span>
  );
}

/** The AI, as it is unmasked: a robot where an author would be. */
export function AiTag({ size }: { size: number }) {
  const { t } = useTranslation();
  return (
    <span className="requip-person requip-person--ai">
      <span className="requip-ai-face" style={{ width: size, height: size }} aria-hidden="true">
        <Robot size={Math.round(size * 0.6)} />
      </span>
      <span className="requip-person__alias">{t('requip.theAi')}</span>
    </span>
  );
}

/** The round and, in the final or from round two on, what points are worth. */
export function RoundBadge({ round, rounds, final, multiplier }: { round: number; rounds: number; final: boolean; multiplier: number }) {
  const { t } = useTranslation();
  return (
    <span className="requip-round">
      <span className="requip-round__name">{final ? t('requip.finalRound') : t('requip.roundOf', { round, rounds })}</span>
      {multiplier > 1 ? <span className="requip-round__multiplier">{t('requip.multiplier', { multiplier })}</span> : null}
    </span>
  );
}
