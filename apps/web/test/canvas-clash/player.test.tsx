import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import canvasClashScreens from '../../src/games/canvas-clash';
import { tidyGuess } from '../../src/games/canvas-clash/GuessPanel';
import { painterCanvasSize } from '../../src/games/canvas-clash/PainterPanel';
import { initTestI18n } from '../helpers';
import { guesserView, painterView, players, serverNow } from './fixtures';

const { Player } = canvasClashScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function typeGuess(text: string) {
  fireEvent.change(screen.getByLabelText('Your guess'), { target: { value: text } });
}

describe('CANVAS_CLASH phone: guesser', () => {
  it('shows the hangman hint and sends a tidied guess with the button', () => {
    const send = vi.fn();
    render(<Player view={guesserView()} players={players} serverNow={serverNow} send={send} />);
    expect(screen.getByLabelText(/^The word, 8 letters/)).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    typeGuess('  ice   lolly ');
    fireEvent.click(screen.getByRole('button', { name: 'Guess' }));
    expect(send).toHaveBeenCalledWith('guess', { text: 'ice lolly' });
    // The box empties for the next guess, and a second tap of an empty box sends nothing.
    expect((screen.getByLabelText('Your guess') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Guess' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends with the Enter key (a form submit) too', () => {
    const send = vi.fn();
    render(<Player view={guesserView()} players={players} serverNow={serverNow} send={send} />);
    typeGuess('sundae');
    fireEvent.submit(screen.getByLabelText('Your guess').closest('form')!);
    expect(send).toHaveBeenCalledWith('guess', { text: 'sundae' });
  });

  it('says close or wrong, and lists the own last guesses', () => {
    const send = vi.fn();
    const { rerender } = render(
      <Player view={guesserView({ lastResult: 'wrong', guessCount: 1, wrongGuesses: [{ text: 'cone', close: false }] })} players={players} serverNow={serverNow} send={send} />,
    );
    expect(screen.getByRole('status').textContent).toBe('“cone” is not it.');
    rerender(
      <Player
        view={guesserView({ lastResult: 'close', guessCount: 2, wrongGuesses: [{ text: 'cone', close: false }, { text: 'ice creams', close: true }] })}
        players={players}
        serverNow={serverNow}
        send={send}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('“ice creams” is close!');
    const list = screen.getByRole('heading', { name: 'Your guesses' }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ice creamsclose', 'cone']);
  });

  it('shows a right guess with the word and its points, and no more guess box', () => {
    render(
      <Player view={guesserView({ guessedRight: true, lastResult: 'right', word: 'ice cream', place: 1, guessPoints: 940, mayGuess: false })} players={players} serverNow={serverNow} send={vi.fn()} />,
    );
    expect(screen.getByText('Right!')).toBeTruthy();
    expect(screen.getAllByText('ICE CREAM').length).toBeGreaterThan(0);
    expect(screen.getByText('+940')).toBeTruthy();
    expect(screen.queryByLabelText('Your guess')).toBeNull();
  });

  it('tidies guesses like the server', () => {
    expect(tidyGuess('  a   b  ')).toBe('a b');
    expect(tidyGuess('x'.repeat(60))).toHaveLength(40);
  });
});

describe('CANVAS_CLASH phone: credit', () => {
  it('offers Canvas A and Canvas B to a right guesser and sends the choice', () => {
    const send = vi.fn();
    render(
      <Player view={guesserView({ guessedRight: true, mayCredit: true, mayGuess: false, word: 'ice cream' }, 'credit')} players={players} serverNow={serverNow} send={send} />,
    );
    expect(screen.getByRole('heading', { name: 'Which canvas helped you guess?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Canvas B' }));
    expect(send).toHaveBeenCalledWith('credit', { canvas: 1 });
  });

  it('does not offer a canvas whose painter left', () => {
    render(
      <Player view={guesserView({ guessedRight: true, mayCredit: true, creditableCanvases: [0] }, 'credit')} players={players} serverNow={serverNow} send={vi.fn()} />,
    );
    expect((screen.getByRole('button', { name: 'Canvas B' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Canvas A' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('thanks after crediting, and others wait', () => {
    const { rerender } = render(<Player view={guesserView({ guessedRight: true, credited: 0 }, 'credit')} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'You credited canvas A. Thanks!' })).toBeTruthy();
    rerender(<Player view={guesserView({}, 'credit')} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'The right guessers are choosing a canvas.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Canvas A' })).toBeNull();
  });
});

describe('CANVAS_CLASH phone: painter', () => {
  it('shows the word to draw, the canvas and the tools', async () => {
    render(<Player view={painterView()} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: /Draw:\s*ICE CREAM/ })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Your canvas: paint ice cream' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /colou?r/i })).toBeTruthy();
    expect(screen.queryByLabelText('Your guess')).toBeNull();
  });

  it('sizes the canvas by the spec, as big as a phone allows', () => {
    expect(painterCanvasSize(390, 844)).toBe(366);
    expect(painterCanvasSize(320, 480)).toBe(150);
    expect(painterCanvasSize(1920, 1080)).toBe(720);
  });
});

describe('CANVAS_CLASH phone: reveal', () => {
  it('shows the word, both painters with their points, and the own points', () => {
    const view = guesserView(
      {
        reveal: {
          word: 'ice cream',
          painters: [
            { canvas: 0, playerId: 1, left: false, drawingId: 'd1p1' },
            { canvas: 1, playerId: 2, left: false, drawingId: 'd1p2' },
          ],
          credits: [1, 0],
          rightGuessers: [{ playerId: 3, points: 900 }],
          points: { 1: 450, 2: 200, 3: 900 },
        },
      },
      'reveal',
    );
    render(<Player view={view} players={players} serverNow={serverNow} send={vi.fn()} />);
    const painters = screen.getByRole('list', { name: 'Painted by' });
    expect(within(painters).getByText('ANA')).toBeTruthy();
    expect(within(painters).getByText('+450')).toBeTruthy();
    expect(within(painters).getByText('+200')).toBeTruthy();
    expect(screen.getByText('+900')).toBeTruthy();
  });
});
