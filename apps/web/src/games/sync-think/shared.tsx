/** Pieces both SYNC_THINK screens use: the server clock, people, group colours, the countdown. */
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerId } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';

/** Matched groups get these colours, in order (the level's first group the first colour). */
export const GROUP_COLOURS = ['#3ddc97', '#4ecdc4', '#ff9f1c', '#c58cff', '#ff6b9a', '#6fa8ff', '#b5e655', '#ffcb2e'];

export function groupColour(group: number): string {
  return GROUP_COLOURS[group % GROUP_COLOURS.length] ?? '#3ddc97';
}

/** What a screen shows of a player: the room's list first, then the game's own alias. */
export interface Person {
  playerId: PlayerId;
  alias: string;
  avatarSrc: string | null;
  colour: string | null;
}

export function personOf(playerId: PlayerId, players: SessionPlayerDto[], fallbackAlias = ''): Person {
  const p = players.find((x) => x.playerId === playerId);
  return {
    playerId,
    alias: (p?.alias ?? fallbackAlias) || '?',
    avatarSrc: p?.avatarSrc ?? null,
    colour: p?.hexColor ?? null,
  };
}

/** Upper-cased, as aliases show everywhere; cut for tight rows. */
export function shownAlias(alias: string, max = 15): string {
  const upper = alias.toLocaleUpperCase();
  return upper.length > max ? `${upper.slice(0, max - 1)}…` : upper;
}

/** "Ana, Bo and Cy" in the app's language. */
export function useNameList(): (names: string[]) => string {
  const { i18n } = useTranslation();
  const tag = LANGUAGE_TAGS[asLanguage(i18n.language)];
  return (names) => {
    try {
      return new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  };
}

/**
 * How many of `times` (server ms) have passed. Re-renders as each one passes, so a screen can move
 * through timed phases (the reveal's answers, then its verdict) in step with every other screen.
 */
export function usePassed(serverNow: () => number, times: number[]): number {
  const [, setTick] = useState(0);
  const now = serverNow();
  const passed = times.filter((t) => now >= t).length;
  const next = times.filter((t) => t > now).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return undefined;
    const wait = Math.max(0, next - serverNow()) + 30;
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [next, passed, serverNow]);
  return passed;
}

/** The server time, refreshed a few times a second while `until` lies ahead. */
export function useServerTime(serverNow: () => number, until: number | null, everyMs = 250): number {
  const [, setTick] = useState(0);
  const now = serverNow();
  const running = until !== null && until > now;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}


/** Size class for a word shown big, so long words still fit on one line where they can. */
export function wordSize(word: string): 's' | 'm' | 'l' | 'xl' {
  const n = [...word].length;
  if (n <= 8) return 'xl';
  if (n <= 12) return 'l';
  if (n <= 18) return 'm';
  return 's';
}

/** The level and what a match is worth there (base points, and the round multiplier when above 1). */
export function LevelBadge({ level, points, multiplier }: { level: number; points: number; multiplier: number }) {
  const { t } = useTranslation();
  return (
    <span className="sync-level">
      <span className="sync-level__name">{t('syncThink.level', { level })}</span>
      <span className="sync-level__points">
        {t('syncThink.points', { points })}
        {multiplier > 1 ? <span className="sync-level__multiplier">{t('syncThink.multiplier', { multiplier })}</span> : null}
      </span>
    </span>
  );
}

/** The two words to connect, with a plus between them. */
export function PromptWords({ prompt, className }: { prompt: readonly [string, string]; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`sync-prompt ${className ?? ''}`} aria-label={t('syncThink.promptLabel', { first: prompt[0], second: prompt[1] })}>
      <span className={`sync-prompt__word sync-size--${wordSize(prompt[0])}`}>{prompt[0]}</span>
      <span className="sync-prompt__plus" aria-hidden="true">
        +
      </span>
      <span className={`sync-prompt__word sync-size--${wordSize(prompt[1])}`}>{prompt[1]}</span>
    </p>
  );
}

/** A small avatar with the alias under it. */
export function PersonChip({ person, size = 56, className, style }: { person: Person; size?: number; className?: string; style?: CSSProperties }) {
  return (
    <span className={`sync-person ${className ?? ''}`} style={style}>
      <Avatar src={person.avatarSrc} name={person.alias} size={size} colour={person.colour} decorative />
      <span className="sync-person__alias">{shownAlias(person.alias)}</span>
    </span>
  );
}

/** The end of the game, when the shared podium is not there to show it: the final scores. */
export function FinalScores({ scores, people }: { scores: Record<PlayerId, number>; people: Person[] }) {
  const { t } = useTranslation();
  const rows = [...people].sort((a, b) => (scores[b.playerId] ?? 0) - (scores[a.playerId] ?? 0));
  return (
    <section className="sync-final" aria-labelledby="sync-final-title">
      <h1 id="sync-final-title" className="sync-final__title">
        {t('syncThink.gameOver')}
      </h1>
      <ol className="sync-final__list">
        {rows.map((person, i) => (
          <li key={person.playerId} className={`sync-final__row ${i === 0 ? 'is-first' : ''}`}>
            <span className="sync-final__place">{i + 1}</span>
            <Avatar src={person.avatarSrc} name={person.alias} size={48} colour={person.colour} decorative />
            <span className="sync-final__alias">{shownAlias(person.alias)}</span>
            <span className="sync-final__score">{scores[person.playerId] ?? 0}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
