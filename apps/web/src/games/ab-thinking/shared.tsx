/** Pieces both AB_THINKING screens use: people, the two sides, the split bar and the prediction markers. */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { useNumber } from '../ui/ScoreTable';
import { playerById } from '../players';
import { displayAlias } from '../scores';
import type { PlayerInfo } from '../scores';
import type { AbAudienceSplit, AbQuestion, AbResultRow, AbSplit, Side } from './types';

export type Who = (playerId: number) => PlayerInfo;

/** Finds a player by id: the room's list first, then the alias the game's seat carries. */
export function useWho(players: SessionPlayerDto[], seats: ReadonlyArray<{ playerId: number; alias: string }>): Who {
  return (playerId) => playerById(players, playerId, seats.find((s) => s.playerId === playerId)?.alias ?? '?');
}

/** "62 %" or "62%", as the language writes a share. */
export function usePercent(): (n: number) => string {
  const { t } = useTranslation();
  return (n) => t('abthinking.percent', { n: Math.round(n) });
}

/** The answer a side stands for. */
export function sideText(question: AbQuestion, side: Side): string {
  return side === 'A' ? question.a : question.b;
}

/** Text size class for a line shown big: long ones step down so they still fit. */
export function textSize(text: string, long = 40): 's' | 'm' | 'l' {
  const n = [...text].length;
  if (n <= long / 2) return 'l';
  if (n <= long) return 'm';
  return 's';
}

/** The round and, from round two on, what points are worth. */
export function RoundBadge({ round, rounds, final, multiplier }: { round: number; rounds: number; final: boolean; multiplier: number }) {
  const { t } = useTranslation();
  return (
    <span className={`ab-round ${final ? 'is-final' : ''}`}>
      <span>{final ? t('abthinking.finalRound') : t('abthinking.roundOf', { round, rounds })}</span>
      {multiplier > 1 ? <span className="ab-round__multiplier">{t('abthinking.multiplier', { multiplier })}</span> : null}
    </span>
  );
}

/** The letter badge of a side, in its colour. */
export function SideBadge({ side, size = 'm' }: { side: Side; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`ab-badge ab-badge--${size} ab-side--${side}`} aria-hidden="true">
      {side}
    </span>
  );
}

/** An avatar and the alias under it. */
export function PersonTag({ person, size, you = false, className }: { person: PlayerInfo; size: number; you?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`ab-person ${className ?? ''}`}>
      <Avatar src={person.avatarSrc} name={person.alias} size={size} colour={person.hexColor} decorative />
      <span className="ab-person__alias">{you ? t('abthinking.you') : displayAlias(person.alias)}</span>
    </span>
  );
}

/**
 * The room's real split as one bar: A's colour from the left up to its share, B's the rest. With
 * `filling` it grows there from the middle (the reveal); markers ride on it as children.
 */
export function SplitBar({ split, question, filling, size, children }: { split: AbSplit; question: AbQuestion; filling: boolean; size: 'tv' | 'phone'; children?: ReactNode }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const share = split.shareA;
  const label =
    share === null
      ? t('abthinking.nobodyPicked')
      : t('abthinking.splitLabel', { a: question.a, b: question.b, shareA: percent(share), shareB: percent(100 - share), countA: split.countA, countB: split.countB });
  return (
    <div className={`ab-split ab-split--${size}`}>
      {children}
      <div
        className={`ab-bar ab-bar--${size} ${filling ? 'is-filling' : ''} ${share === null ? 'is-empty' : ''}`}
        style={{ '--share': `${share ?? 50}%` } as CSSProperties}
        role="img"
        aria-label={label}
      >
        <div className="ab-bar__a">{share !== null && share > 0 ? <span className="ab-bar__pct">{percent(share)}</span> : null}</div>
        <div className="ab-bar__b">{share !== null && share < 100 ? <span className="ab-bar__pct">{percent(100 - share)}</span> : null}</div>
        {share !== null ? <span className="ab-bar__truth" aria-hidden="true" /> : null}
      </div>
      <div className="ab-split__ends" aria-hidden="true">
        <span className="ab-split__end ab-split__end--A">
          <SideBadge side="A" size="s" /> <span className={`ab-split__text ab-text--${textSize(question.a, 30)}`}>{question.a}</span>
          {share !== null ? <span className="ab-split__count">{t('abthinking.pickedCount', { n: split.countA })}</span> : null}
        </span>
        <span className="ab-split__end ab-split__end--B">
          {share !== null ? <span className="ab-split__count">{t('abthinking.pickedCount', { n: split.countB })}</span> : null}
          <span className={`ab-split__text ab-text--${textSize(question.b, 30)}`}>{question.b}</span> <SideBadge side="B" size="s" />
        </span>
      </div>
    </div>
  );
}

/**
 * The audience's own split, on one line apart from the room's bar: it scored no player, so it never
 * sits on the players' bar. Shown only when someone in the audience picked.
 */
export function AudienceSplit({ audience, question }: { audience: AbAudienceSplit; question: AbQuestion }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const number = useNumber();
  const shareA = audience.shareA;
  const label = t('abthinking.audienceLabel', { a: question.a, b: question.b, shareA: percent(shareA), shareB: percent(100 - shareA), n: number(audience.total) });
  return (
    <div className="ab-audience" role="img" aria-label={label} data-testid="ab-audience-split">
      <span className="ab-audience__title">{t('abthinking.audienceTitle')}</span>
      <span className="ab-audience__side">
        <SideBadge side="A" size="s" /> {percent(shareA)}
      </span>
      <span className="ab-audience__bar" style={{ '--share': `${shareA}%` } as CSSProperties} aria-hidden="true">
        <span className="ab-audience__bar-a" />
      </span>
      <span className="ab-audience__side">
        {percent(100 - shareA)} <SideBadge side="B" size="s" />
      </span>
      <span className="ab-audience__count">{t('abthinking.audiencePicks', { n: number(audience.total) })}</span>
    </div>
  );
}

export interface PlacedMarker {
  playerId: number;
  prediction: number;
  /** 0 sits on the bar; each lane up clears a close neighbour. */
  lane: number;
}

/**
 * Where each prediction's marker sits: at its share along the bar, and in the lowest lane where no
 * marker within `gap` points sits already, so close guesses stack instead of hiding each other.
 * Beyond `maxLanes` they share the lanes again. Pure.
 */
export function markerLanes(rows: ReadonlyArray<{ playerId: number; prediction: number | null }>, gap: number, maxLanes: number): PlacedMarker[] {
  const withPrediction = rows.filter((r): r is { playerId: number; prediction: number } => r.prediction !== null);
  const sorted = [...withPrediction].sort((a, b) => a.prediction - b.prediction || a.playerId - b.playerId);
  const lastInLane: number[] = [];
  return sorted.map(({ playerId, prediction }, i) => {
    let lane = lastInLane.findIndex((x) => prediction - x >= gap);
    if (lane === -1) lane = lastInLane.length < maxLanes ? lastInLane.length : i % maxLanes;
    lastInLane[lane] = prediction;
    return { playerId, prediction, lane };
  });
}

/** Every prediction as its player's avatar on the bar, landing one after another. */
export function PredictionMarkers({ rows, who, size, me }: { rows: readonly AbResultRow[]; who: Who; size: 'tv' | 'phone'; me?: number }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const tv = size === 'tv';
  const placed = markerLanes(rows, tv ? 6 : 12, tv ? 4 : 3);
  const lanes = placed.reduce((n, p) => Math.max(n, p.lane + 1), 1);
  return (
    <ol className={`ab-markers ab-markers--${size}`} style={{ '--lanes': lanes } as CSSProperties} aria-label={t('abthinking.predictionsLabel')}>
      {placed.map((marker, i) => {
        const person = who(marker.playerId);
        const row = rows.find((r) => r.playerId === marker.playerId);
        const close = row?.error !== null && row?.error !== undefined && row.error <= 5;
        return (
          <li
            key={marker.playerId}
            className={`ab-marker ${close ? 'is-close' : ''} ${marker.playerId === me ? 'is-me' : ''}`}
            style={{ '--x': `${marker.prediction}%`, '--lane': marker.lane, '--i': i } as CSSProperties}
            data-player={marker.playerId}
          >
            <Avatar src={person.avatarSrc} name={person.alias} size={tv ? 64 : 34} colour={person.hexColor} decorative />
            <span className="ab-marker__value">{percent(marker.prediction)}</span>
            <span className="visually-hidden">{t('abthinking.predictedBy', { name: displayAlias(person.alias), value: percent(marker.prediction) })}</span>
          </li>
        );
      })}
    </ol>
  );
}
