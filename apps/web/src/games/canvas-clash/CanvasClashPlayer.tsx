/**
 * CANVAS_CLASH on a phone (about 390×844, one thumb): a painter sees the word and paints it; a
 * guesser sees the hangman hint and types guesses; then the credit, the reveal and the round's
 * scores. Only this player's part of the game reaches the phone. Where no shared screen shows the
 * drawings, the phones do: both canvases, live, by letter until the reveal names their painters.
 */
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Tv } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import { playerById } from '../players';
import { displayAlias, scoreRows } from '../scores';
import type { PlayerScreenProps } from '../screen-types';
import { Countdown } from '../kit/Countdown';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { CreditPanel } from './CreditPanel';
import { GuessPanel } from './GuessPanel';
import { HangmanWord, hintOfWord } from './HangmanWord';
import { PainterPanel } from './PainterPanel';
import { PhoneCanvases } from './PhoneCanvases';
import { canvasLetter, canvasStyle } from './shared';
import type { CanvasClashPlayerView } from './types';
import './canvas-clash.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<CanvasClashPlayerView>>;

/** Room the rest of a guesser's screen takes beside the canvas: the bars, the hint, the tabs, the guess box. */
const GUESSER_CHROME_HEIGHT = 420;
/** The same while crediting or at the reveal, where the canvases are shown side by side. */
const PAIR_CHROME_HEIGHT = 460;

/** Whether this phone shows the drawings itself: no shared screen shows them to the room. */
function usePhoneShowsCanvases(): boolean {
  const room = useGameRoom();
  return room !== null && !room.sharedScreen;
}

export function CanvasClashPlayer({ view, players, serverNow, send }: Props) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const showsCanvases = usePhoneShowsCanvases();
  const game = view.game;
  const timed = game.stage === 'draw' || game.stage === 'credit';

  return (
    <div className={`clash clash--phone is-${game.role}`} data-stage={game.stage} data-role={game.role}>
      {game.stage === 'roundSummary' ? null : (
        <header className="clash-phone__top">
          <span className="clash-phone__turn">
            {t('canvasClash.roundOf', { round: game.round, rounds: game.numberOfRounds })} · {t('canvasClash.turnOf', { turn: game.turnInRound, turns: game.turnsInRound })}
          </span>
          {timed ? <Countdown variant="bar" className="clash-phone__clock" endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} /> : null}
        </header>
      )}
      {game.stage === 'draw' ? <DrawStage key={game.turn} game={game} players={players} send={send} /> : null}
      {game.stage === 'credit' && showsCanvases ? <PhoneCanvases game={game} room={room} players={players} chrome={PAIR_CHROME_HEIGHT} layout="pair" /> : null}
      {game.stage === 'credit' ? <CreditPanel key={game.turn} game={game} send={send} /> : null}
      {game.stage === 'reveal' && game.reveal ? <PhoneReveal game={game} players={players} /> : null}
      {game.stage === 'roundSummary' ? <PhoneRoundSummary view={view} players={players} /> : null}
    </div>
  );
}

function DrawStage({ game, players, send }: { game: CanvasClashPlayerView; players: SessionPlayerDto[]; send: Props['send'] }) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const showsCanvases = usePhoneShowsCanvases();
  if (game.role === 'painter') return <PainterPanel game={game} />;
  if (game.role === 'guesser') {
    return (
      <section className="clash-phone__guesser">
        {game.hint ? <HangmanWord hint={game.guessedRight && game.word ? hintOfWord(game.word) : game.hint} size="phone" /> : null}
        {showsCanvases ? (
          <PhoneCanvases game={game} room={room} players={players} chrome={GUESSER_CHROME_HEIGHT} />
        ) : (
          <p className="clash-phone__look">
            <Tv size={20} /> {t('canvasClash.lookAtScreen')}
          </p>
        )}
        <GuessPanel game={game} send={send} />
        <p className="clash-phone__progress">{t('canvasClash.guessedCount', { n: game.rightCount, total: game.guesserCount })}</p>
      </section>
    );
  }
  return (
    <section className="clash-phone__watch">
      {game.hint ? <HangmanWord hint={game.hint} size="phone" /> : null}
      <div role="status">
        <h1 className="clash-phone__watch-title">{showsCanvases ? t('canvasClash.watchPaintingTitle') : t('canvasClash.watchTitle')}</h1>
        <p className="clash-phone__hint">{t('canvasClash.watchHint')}</p>
      </div>
      {showsCanvases ? <PhoneCanvases game={game} room={room} players={players} chrome={GUESSER_CHROME_HEIGHT} /> : null}
    </section>
  );
}

function PhoneReveal({ game, players }: { game: CanvasClashPlayerView; players: SessionPlayerDto[] }) {
  const { t } = useTranslation();
  const number = useNumber();
  const room = useGameRoom();
  const showsCanvases = usePhoneShowsCanvases();
  const reveal = game.reveal!;
  const mine = reveal.points[game.playerId] ?? 0;
  return (
    <section className="clash-phone__reveal">
      <p className="clash-phone__hint">{t('canvasClash.theWordWas')}</p>
      <HangmanWord hint={hintOfWord(reveal.word)} size="phone" className="is-revealed" />
      {showsCanvases ? <PhoneCanvases game={game} room={room} players={players} chrome={PAIR_CHROME_HEIGHT} layout="pair" /> : null}
      <ul className="clash-phone__painters" aria-label={t('canvasClash.paintedBy')}>
        {[...reveal.painters]
          .sort((a, b) => a.canvas - b.canvas)
          .map((slot) => {
            const person = playerById(players, slot.playerId);
            const points = reveal.points[slot.playerId] ?? 0;
            return (
              <li key={slot.canvas} className="clash-phone__painter" style={canvasStyle(slot.canvas)}>
                <span className="clash-phone__painter-letter" aria-hidden="true">
                  {canvasLetter(slot.canvas)}
                </span>
                <Avatar src={person.avatarSrc} name={person.alias} size={56} colour={person.hexColor} decorative />
                <span className="clash-phone__painter-alias">
                  {slot.playerId === game.playerId ? t('canvasClash.you') : displayAlias(person.alias)}
                  <span className="visually-hidden"> · {t('canvasClash.canvasName', { letter: canvasLetter(slot.canvas) })}</span>
                </span>
                {points > 0 ? <span className="delta-badge delta-badge--up">+{number(points)}</span> : null}
                <span className="clash-phone__painter-credits">{t('canvasClash.credits', { n: reveal.credits[slot.canvas] })}</span>
              </li>
            );
          })}
      </ul>
      <div className={`clash-phone__mine ${mine > 0 ? 'is-positive' : ''}`}>
        <span>{t('canvasClash.thisTurn')}</span>
        <span className="clash-phone__mine-value">{mine > 0 ? `+${number(mine)}` : '0'}</span>
      </div>
    </section>
  );
}

function PhoneRoundSummary({ view, players }: { view: Props['view']; players: SessionPlayerDto[] }) {
  const { t } = useTranslation();
  const number = useNumber();
  const summary = view.game.roundSummary;
  const round = summary?.round ?? view.game.round;
  const mine = view.roundDeltas[view.playerId] ?? 0;
  return (
    <section className="clash-phone__summary">
      <h1 className="clash-phone__summary-title">{t('canvasClash.roundResults', { round })}</h1>
      <div className={`clash-phone__mine ${mine > 0 ? 'is-positive' : ''}`}>
        <span>{t('canvasClash.thisRound')}</span>
        <span className="clash-phone__mine-value">{mine > 0 ? `+${number(mine)}` : '0'}</span>
      </div>
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="phone" selfPlayerId={view.playerId} label={t('canvasClash.roundResults', { round })} />
      <p className="clash-phone__hint">{summary?.lastRound ? t('canvasClash.finalResultsSoon') : t('canvasClash.nextRoundSoon')}</p>
    </section>
  );
}
