import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { canvasLetter, canvasStyle } from './shared';
import type { CanvasClashPlayerView, CanvasIndex } from './types';

/**
 * The credit stage on a phone: a right guesser names the canvas that helped them ("Canvas A" or
 * "Canvas B"); everyone else, and a guesser who has credited, waits for the reveal.
 */
export function CreditPanel({ game, send }: { game: CanvasClashPlayerView; send: (move: string, payload: unknown) => void }) {
  const { t } = useTranslation();
  if (game.credited !== null) {
    return (
      <section className="clash-credit" role="status">
        <h1 className="clash-credit__title">{t('canvasClash.thanksCredit', { letter: canvasLetter(game.credited) })}</h1>
        <p className="clash-credit__hint">{t('canvasClash.waitReveal')}</p>
      </section>
    );
  }
  if (!game.mayCredit) {
    return (
      <section className="clash-credit" role="status">
        <h1 className="clash-credit__title">{game.role === 'painter' ? t('canvasClash.creditPainterWait') : t('canvasClash.creditWait')}</h1>
        <p className="clash-credit__hint">{t('canvasClash.waitReveal')}</p>
      </section>
    );
  }
  const canvases: CanvasIndex[] = [0, 1];
  return (
    <section className="clash-credit">
      <h1 className="clash-credit__title">{t('canvasClash.whoHelpedYou')}</h1>
      <p className="clash-credit__hint">{t('canvasClash.creditHint')}</p>
      <div className="clash-credit__choices">
        {canvases.map((canvas) => (
          <Button
            key={canvas}
            size="xl"
            block
            className="clash-credit__choice"
            style={canvasStyle(canvas)}
            disabled={!game.creditableCanvases.includes(canvas)}
            onClick={() => send('credit', { canvas })}
          >
            {t('canvasClash.canvasName', { letter: canvasLetter(canvas) })}
          </Button>
        ))}
      </div>
    </section>
  );
}
