import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOD_AVATARS, PLAYER_COLOURS } from '@snackparty/protocol';
import type { SaveData } from '@snackparty/protocol';
import { CANVAS, DRAWING_PALETTE, DrawingCanvas, DrawingToolbar, ReplayCanvas } from '../../canvas';
import type { DrawingCanvasHandle, DrawingStatus } from '../../canvas';
import { AnswerForm, Countdown, PlayerChip, VoteGrid } from '../../games/kit';
import type { VoteOption } from '../../games/kit';
import { VirtualJoystick } from '../../games/kit/VirtualJoystick';
import type { JoystickDirection } from '../../games/kit/VirtualJoystick';
import { Button } from '../../ui/Button';
import '../../games/games.css';
import './playground.css';

/** The drawing's side: fits a phone with its margins, at most this on a big screen. */
const CANVAS_MAX = 440;
const COUNTDOWN_MS = 15_000;
const SAMPLE_PLAYERS = ['Ann', 'Bob', 'Cleo', 'Dmitri'].map((alias, i) => ({
  alias,
  avatarSrc: FOOD_AVATARS[i * 3]?.src ?? null,
  colour: PLAYER_COLOURS[i] ?? null,
}));

function Section({ title, hint, children, className }: { title: string; hint: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`card playground-section ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className="playground-section__title">
        {title}
      </h2>
      <p className="playground-section__hint">{hint}</p>
      {children}
    </section>
  );
}

/** The painter's canvas with its tools, and the drawing replayed as other screens would see it. */
function CanvasSection() {
  const { t } = useTranslation();
  const [size] = useState(() => Math.round(Math.max(200, Math.min(CANVAS_MAX, (typeof window === 'undefined' ? CANVAS_MAX : window.innerWidth) - 96))));
  const canvasRef = useRef<DrawingCanvasHandle>(null);
  const [color, setColor] = useState<string>(DRAWING_PALETTE[0] ?? '#000000');
  const [radius, setRadius] = useState<number>(CANVAS.brushRadius);
  const [grid, setGrid] = useState(false);
  const [status, setStatus] = useState<DrawingStatus>({ canUndo: false, canUndoEraseAll: false, lineCount: 0 });
  const [replay, setReplay] = useState<{ data: SaveData; run: number } | null>(null);

  return (
    <Section title={t('playground.canvasTitle')} hint={t('playground.canvasHint')} className="playground-canvas">
      <div className="playground-canvas__row">
        <div className="playground-canvas__draw" data-lines={status.lineCount}>
          <div className="playground-canvas__paper">
            <DrawingCanvas
              ref={canvasRef}
              width={size}
              height={size}
              brushColor={color}
              brushRadius={radius}
              showGrid={grid}
              clampToDocument
              onChange={setStatus}
              aria-label={t('playground.canvasLabel')}
            />
          </div>
          <DrawingToolbar
            color={color}
            onColor={setColor}
            radius={radius}
            onRadius={setRadius}
            onUndo={() => canvasRef.current?.undo()}
            onEraseAll={() => canvasRef.current?.eraseAll()}
            onUndoEraseAll={() => canvasRef.current?.undoEraseAll()}
            onClear={() => canvasRef.current?.clear()}
            canUndo={status.canUndo}
            canUndoEraseAll={status.canUndoEraseAll}
          />
          <div className="playground-canvas__actions">
            <label className="playground-toggle">
              <input type="checkbox" checked={grid} onChange={(event) => setGrid(event.target.checked)} />
              {t('playground.grid')}
            </label>
            <p className="playground-canvas__count" aria-live="polite">
              {t('playground.lineCount', { n: status.lineCount })}
            </p>
            <Button
              variant="secondary"
              lockMs={0}
              disabled={status.lineCount === 0}
              onClick={() => {
                const data = canvasRef.current?.getSaveData();
                if (data) setReplay((previous) => ({ data, run: (previous?.run ?? 0) + 1 }));
              }}
            >
              {t('playground.replay')}
            </Button>
          </div>
        </div>
        <div className="playground-canvas__replay">
          <h3 className="playground-canvas__subtitle">{t('playground.replayTitle')}</h3>
          {replay ? (
            <ReplayCanvas key={replay.run} data={replay.data} width={size} height={size} aria-label={t('playground.replayLabel')} />
          ) : (
            <div className="playground-canvas__empty" style={{ width: size, height: size }}>
              {t('playground.replayEmpty')}
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}

function CountdownSection() {
  const { t } = useTranslation();
  const [round, setRound] = useState(() => ({ startedAt: Date.now(), endsAt: Date.now() + COUNTDOWN_MS }));
  const serverNow = useCallback(() => Date.now(), []);
  return (
    <Section title={t('playground.countdownTitle')} hint={t('playground.countdownHint')}>
      <div className="playground-countdown">
        <Countdown endsAt={round.endsAt} startedAt={round.startedAt} serverNow={serverNow} size={96} />
        <Countdown endsAt={round.endsAt} startedAt={round.startedAt} serverNow={serverNow} variant="bar" className="playground-countdown__bar" />
      </div>
      <Button variant="secondary" lockMs={0} onClick={() => setRound({ startedAt: Date.now(), endsAt: Date.now() + COUNTDOWN_MS })}>
        {t('playground.restart')}
      </Button>
    </Section>
  );
}

function PlayersSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('playground.playersTitle')} hint={t('playground.playersHint')}>
      <ul className="playground-players">
        {SAMPLE_PLAYERS.map((player) => (
          <li key={player.alias} className="playground-players__chip">
            <PlayerChip player={player} avatarSize={48} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function VoteSection() {
  const { t } = useTranslation();
  const [vote, setVote] = useState<string | null>(null);
  const options: VoteOption[] = [
    { id: 'a', label: t('playground.voteA'), colour: PLAYER_COLOURS[2] },
    { id: 'b', label: t('playground.voteB'), colour: PLAYER_COLOURS[5] },
    { id: 'c', label: t('playground.voteC'), colour: PLAYER_COLOURS[7], disabled: true },
  ];
  return (
    <Section title={t('playground.voteTitle')} hint={t('playground.voteHint')}>
      <VoteGrid legend={t('playground.voteLegend')} options={options} value={vote} onVote={setVote} />
      <p className="playground-result" aria-live="polite">
        {vote ? t('playground.voted', { choice: options.find((o) => o.id === vote)?.label ?? vote }) : t('playground.notVoted')}
      </p>
    </Section>
  );
}

function AnswerSection() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Section title={t('playground.answerTitle')} hint={t('playground.answerHint')}>
      <AnswerForm
        label={t('playground.answerLabel')}
        value={text}
        onChange={setText}
        onSubmit={() => {
          setSent(text.trim());
          setText('');
        }}
        submitLabel={t('playground.send')}
        submitDisabled={!text.trim()}
        maxLength={80}
        className="playground-answer"
      />
      <p className="playground-result" aria-live="polite">
        {sent ? t('playground.sent', { answer: sent }) : t('playground.nothingSent')}
      </p>
    </Section>
  );
}

/** The stick moves a dot around its box, as a game would move a player. */
function JoystickSection() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<JoystickDirection>({ x: 0, y: 0 });
  const [dot, setDot] = useState({ x: 50, y: 50 });
  const held = useRef(direction);
  useEffect(() => {
    held.current = direction;
  }, [direction]);
  useEffect(() => {
    const timer = setInterval(() => {
      const { x, y } = held.current;
      if (x === 0 && y === 0) return;
      setDot((at) => ({ x: Math.min(100, Math.max(0, at.x + x * 2)), y: Math.min(100, Math.max(0, at.y + y * 2)) }));
    }, 30);
    return () => clearInterval(timer);
  }, []);
  return (
    <Section title={t('playground.joystickTitle')} hint={t('playground.joystickHint')}>
      <div className="playground-joystick">
        <VirtualJoystick label={t('playground.joystickLabel')} onChange={setDirection} size={160} />
        <div className="playground-joystick__field" aria-hidden="true">
          <span className="playground-joystick__dot" style={{ left: `${dot.x}%`, top: `${dot.y}%` }} />
        </div>
      </div>
      <p className="playground-result" aria-live="off">
        {t('playground.direction', { x: direction.x.toFixed(2), y: direction.y.toFixed(2) })}
      </p>
    </Section>
  );
}

/**
 * `/playground`: the drawing canvas and the game kit's pieces on one page, to try them out on any
 * device. It uses the shared pieces every game builds on, and names no game.
 */
export function PlaygroundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('playground.title')} · Snackparty`;
  }, [t]);
  return (
    <div className="page playground-page">
      <header>
        <h1 className="playground-page__title">{t('playground.title')}</h1>
        <p className="playground-page__lead">{t('playground.lead')}</p>
      </header>
      <CanvasSection />
      <div className="playground-grid">
        <CountdownSection />
        <PlayersSection />
        <VoteSection />
        <AnswerSection />
        <JoystickSection />
      </div>
    </div>
  );
}
