import { useTranslation } from 'react-i18next';
import type { AlbumEntry, AlbumPlayer } from '@snackparty/protocol';
import { AlbumDrawing } from './AlbumDrawing';

type NameOf = (playerId: number | null) => string;

/** One thing a game revealed: a prompt or picture with its answers, a split, or a turn's drawings. */
export function AlbumEntryCard({ entry, nameOf, fileStem }: { entry: AlbumEntry; nameOf: NameOf; fileStem: string }) {
  const { t } = useTranslation();
  switch (entry.kind) {
    case 'answers':
      return (
        <section className="album-entry album-entry--answers">
          {entry.prompt ? <h4 className="album-entry__title">{entry.prompt}</h4> : null}
          {entry.imageUrl ? <img className="album-entry__picture" src={entry.imageUrl} alt={t('album.picture')} loading="lazy" /> : null}
          <ol className="album-answers">
            {entry.answers.map((answer, i) => (
              <li key={i} className={`album-answer ${answer.best ? 'is-best' : ''}`}>
                {answer.best ? (
                  <span className="album-answer__badge" aria-label={t('album.best')}>
                    ★
                  </span>
                ) : null}
                <q className="album-answer__text">{answer.text}</q>
                <span className="album-answer__meta">
                  {nameOf(answer.playerId)} · {t('album.votes', { count: answer.votes })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      );
    case 'split': {
      const total = entry.countA + entry.countB;
      const shareA = total ? Math.round((entry.countA * 100) / total) : 0;
      const names = (side: 'A' | 'B') =>
        entry.picks
          .filter((p) => p.side === side)
          .map((p) => nameOf(p.playerId))
          .join(', ');
      return (
        <section className="album-entry album-entry--split">
          <h4 className="album-entry__title">{entry.question}</h4>
          {(['A', 'B'] as const).map((side) => {
            const share = side === 'A' ? shareA : total ? 100 - shareA : 0;
            return (
              <div key={side} className={`album-split album-split--${side.toLowerCase()}`}>
                <div className="album-split__label">
                  <strong>
                    {side} · {side === 'A' ? entry.a : entry.b}
                  </strong>
                  <span>{t('album.splitCount', { count: side === 'A' ? entry.countA : entry.countB, percent: share })}</span>
                </div>
                <div className="album-split__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </div>
                {names(side) ? <p className="album-split__names">{names(side)}</p> : null}
              </div>
            );
          })}
        </section>
      );
    }
    case 'drawings':
      return (
        <section className="album-entry album-entry--drawings">
          <h4 className="album-entry__title">{entry.word}</h4>
          <div className="album-drawings">
            {entry.drawings.map((drawing) => (
              <AlbumDrawing
                key={drawing.drawingId}
                saveData={drawing.saveData}
                label={t('album.paintedBy', { name: nameOf(drawing.painterPlayerId) })}
                fileName={`${fileStem}-${entry.word.replace(/[^\p{L}\p{N}]+/gu, '-')}-${drawing.drawingId}.png`}
              />
            ))}
          </div>
          {entry.rightGuessers.length ? <p className="album-entry__note">{t('album.guessedBy', { names: entry.rightGuessers.map(nameOf).join(', ') })}</p> : null}
        </section>
      );
  }
}

/** Names players as the album's seats call them; the game's own AI answer by its role. */
export function nameOfPlayers(players: AlbumPlayer[], theAi: string): NameOf {
  const byId = new Map(players.map((p) => [p.playerId, p.alias]));
  return (playerId) => (playerId === null ? theAi : (byId.get(playerId) ?? '?'));
}
