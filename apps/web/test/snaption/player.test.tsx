import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { snaptionScreens } from '../../src/games/snaption';
import { GameRoomContext } from '../../src/games/gameRoom';
import { initTestI18n } from '../helpers';
import { CAPTIONS, SEATS, clockOf, everyoneCaptions, newGame, next, phoneOf, players, until } from './fixtures';
import type { Table } from './fixtures';

const { Player } = snaptionScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

/** A phone of player `id` whose moves go to the real rules: a refused move fails the test. */
function phone(t: Table, id: number, options: { room?: 'shared' | 'alone'; now?: () => number } = {}) {
  const moves: Array<[string, unknown]> = [];
  const send = vi.fn((move: string, payload: unknown) => {
    moves.push([move, payload]);
    const refused = t.move(id, move, payload);
    if (refused) throw new Error(`refused: ${refused.invalid}`);
  });
  const wrap = (ui: ReactElement) =>
    options.room === 'alone' ? <GameRoomContext.Provider value={{ code: 'ABCDE', connection: null, status: 'connected', sharedScreen: false }}>{ui}</GameRoomContext.Provider> : ui;
  const ui = () => wrap(<Player view={phoneOf(t, id)} players={players} serverNow={options.now ?? clockOf(t)} send={send} />);
  const result = render(ui());
  return { ...result, send, moves, refresh: () => result.rerender(ui()) };
}

describe('SNAPTION phone: writing the caption', () => {
  it('shows the picture, sends the caption tidied, shows it saved, and opens it again to change it', () => {
    const t = newGame();
    const p = phone(t, 1);
    expect((screen.getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement).getAttribute('src')).toBe(t.match.state.card!.imageUrl);
    expect(screen.getByRole('timer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your caption'), { target: { value: '  when   the wifi   drops ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(p.moves).toEqual([['caption', { text: 'when the wifi drops' }]]);
    p.refresh();
    expect(screen.getByRole('heading', { name: 'Caption saved!' })).toBeTruthy();
    expect(p.container.querySelector('.snaption-phone__mine')?.textContent).toBe('when the wifi drops');
    expect(screen.queryByLabelText('Your caption')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change my caption' }));
    const box = screen.getByLabelText('Your caption') as HTMLTextAreaElement;
    expect(box.value).toBe('when the wifi drops');
    fireEvent.change(box, { target: { value: 'when the wifi comes back' } });
    // Enter sends too.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(p.moves[1]).toEqual(['caption', { text: 'when the wifi comes back' }]);
    p.refresh();
    expect(t.match.state.captions[1]).toBe('when the wifi comes back');
    expect(p.container.querySelector('.snaption-phone__mine')?.textContent).toBe('when the wifi comes back');
  });

  it('says what is wrong with a caption before sending it, in the words of the server’s message keys', () => {
    const t = newGame();
    const p = phone(t, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a caption first.');
    fireEvent.change(screen.getByLabelText('Your caption'), { target: { value: 'x'.repeat(81) } });
    expect(screen.getByRole('alert').textContent).toBe("That's too long: 80 characters at most.");
    expect(screen.getByText('81/80')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your caption'), { target: { value: 'bell\u0007' } });
    expect(screen.getByRole('alert').textContent).toBe("That caption can't be used: plain text only.");
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(p.moves).toEqual([]);
  });

  it('opens the picture large on a tap', () => {
    const t = newGame();
    phone(t, 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the picture larger' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement).getAttribute('src')).toBe(t.match.state.card!.imageUrl);
  });

  it('in the blind final, asks for the caption with the picture face down, then shows it with what the player wrote', () => {
    const t = newGame();
    everyoneCaptions(t);
    until(t, 'caption');
    const p = phone(t, 2);
    expect(screen.getByText('Blind final')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The picture stays hidden until every caption is in' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The picture to caption' })).toBeNull();
    expect(p.container.innerHTML).not.toContain(t.match.state.card!.cardId);
    fireEvent.change(screen.getByLabelText('Your caption'), { target: { value: 'Not what I ordered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    t.captionAll([1, 3, -1]);
    expect(t.match.stage).toBe('unveil');
    p.refresh();
    expect(screen.getByRole('heading', { name: 'The big unveil!' })).toBeTruthy();
    expect((screen.getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement).getAttribute('src')).toBe(t.match.state.card!.imageUrl);
    expect(p.container.querySelector('.snaption-phone__mine')?.textContent).toBe('Not what I ordered');
  });

  it('tells a player out of the game to wait for the next round', () => {
    const t = newGame(2, 5, [1, 2, 3, 4, -1]);
    t.remove(4);
    phone(t, 4);
    expect(screen.getByRole('heading', { name: 'Hang on!' })).toBeTruthy();
    expect(screen.queryByLabelText('Your caption')).toBeNull();
  });
});

describe('SNAPTION phone: voting and predicting', () => {
  it('votes for one caption, never its own (marked), then predicts the winner; both go out in one ballot', () => {
    const t = newGame();
    everyoneCaptions(t);
    const p = phone(t, 1);
    const grid = screen.getByRole('group', { name: 'Which caption is the best?' });
    const own = within(grid).getByRole('button', { name: new RegExp(CAPTIONS[1]!) });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(own.textContent).toContain('Yours');
    fireEvent.click(within(grid).getByRole('button', { name: new RegExp(CAPTIONS[3]!) }));
    expect(p.moves).toEqual([]);
    const predict = screen.getByRole('group', { name: 'Which caption will get the most votes?' });
    expect((within(predict).getByRole('button', { name: new RegExp(CAPTIONS[1]!) }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(predict).getByRole('button', { name: new RegExp(CAPTIONS[2]!) }));
    expect(p.moves).toEqual([['vote', { captionId: t.entryOf(3), prediction: t.entryOf(2) }]]);
    expect(t.current.ballots[1]).toEqual({ choice: t.entryOf(3), prediction: t.entryOf(2) });
    p.refresh();
    expect(screen.getByRole('heading', { name: 'Vote in!' })).toBeTruthy();
    expect(screen.getByText(CAPTIONS[3]!)).toBeTruthy();
    expect(screen.getByText(CAPTIONS[2]!)).toBeTruthy();
  });

  it('may skip the prediction, and change the ballot until everyone has voted', () => {
    const t = newGame();
    everyoneCaptions(t);
    const p = phone(t, 2);
    fireEvent.click(within(screen.getByRole('group', { name: 'Which caption is the best?' })).getByRole('button', { name: new RegExp(CAPTIONS[1]!) }));
    fireEvent.click(screen.getByRole('button', { name: 'No idea, just send my vote' }));
    expect(p.moves).toEqual([['vote', { captionId: t.entryOf(1), prediction: null }]]);
    p.refresh();
    expect(screen.getByText('None')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change my vote' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Which caption is the best?' })).getByRole('button', { name: new RegExp(CAPTIONS[-1]!) }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Which caption will get the most votes?' })).getByRole('button', { name: new RegExp(CAPTIONS[-1]!) }));
    expect(t.current.ballots[2]).toEqual({ choice: t.entryOf(-1), prediction: t.entryOf(-1) });
  });

  it('sends a vote picked but not predicted before time runs out', () => {
    vi.useFakeTimers();
    try {
      const t = newGame();
      everyoneCaptions(t);
      const p = phone(t, 3);
      fireEvent.click(within(screen.getByRole('group', { name: 'Which caption is the best?' })).getByRole('button', { name: new RegExp(CAPTIONS[2]!) }));
      expect(p.moves).toEqual([]);
      vi.advanceTimersByTime(t.match.stageEndsAt! - t.now - 2_000);
      expect(p.moves).toEqual([['vote', { captionId: t.entryOf(2), prediction: null }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('head to head: the pair’s authors watch their own caption, marked, and vote on the others', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const t = newGame(2, 3, ten);
    t.captionAll(ten, (id) => `caption of ${id}`);
    const [a, b] = t.onScreen;
    const author = a!.author;
    const voter = t.voters[0]!;
    phone(t, author);
    expect(screen.getByRole('heading', { name: 'Your caption is up!' })).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'The captions' })).getAllByRole('listitem');
    expect(list.map((li) => li.classList.contains('is-own'))).toEqual([true, false]);
    expect(list[0]!.textContent).toContain('Yours');
    cleanup();
    phone(t, voter);
    expect(screen.getByText('Head to head 1 of 5')).toBeTruthy();
    const options = within(screen.getByRole('group', { name: 'Which caption is the best?' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([`A${a!.text}`, `B${b!.text}`]);
  });
});

describe('SNAPTION phone: the reveal', () => {
  function toReveal() {
    const t = newGame();
    everyoneCaptions(t);
    const bob = t.entryOf(2);
    t.vote(1, bob, bob);
    t.vote(3, bob, t.entryOf(1));
    t.vote(-1, bob, bob);
    t.vote(2, t.entryOf(1), t.entryOf(1));
    expect(t.match.stage).toBe('reveal');
    return t;
  }

  it('with a shared screen, keeps quiet until the screen names the authors, then tells the player what it meant', () => {
    const t = toReveal();
    const start = t.match.stageStartedAt!;
    phone(t, 2, { now: () => start + 1_000 });
    expect(screen.getByText('Eyes on the big screen!')).toBeTruthy();
    expect(screen.queryByText(CAPTIONS[1]!)).toBeNull();
    cleanup();
    phone(t, 2, { now: () => start + 5_000 });
    const result = screen.getByRole('status');
    expect(result.textContent).toContain('Votes for your caption: 3.');
    expect(result.textContent).toContain('You voted for ANN.');
    expect(result.textContent).toContain('Your prediction missed.');
    cleanup();
    phone(t, 2, { now: () => start + 8_000 });
    expect(screen.getByRole('status').textContent).toContain('Yours is the top caption!');
    expect(screen.getByText('+500')).toBeTruthy();
    cleanup();
    phone(t, 1, { now: () => start + 8_000 });
    expect(screen.getByRole('status').textContent).toContain('You called the winner!');
    // Bob's vote for Ann's caption and her right prediction.
    expect(screen.getByText('+200')).toBeTruthy();
  });

  it('without a shared screen, shows the whole reveal: captions, votes, authors, the crown', () => {
    const t = toReveal();
    const { container } = phone(t, 3, { room: 'alone', now: () => t.match.stageStartedAt! + 8_000 });
    expect(screen.getByRole('heading', { name: 'BOB takes the crown!' })).toBeTruthy();
    expect(container.querySelectorAll('.snaption-entry')).toHaveLength(4);
    expect(container.querySelector('.snaption-entry.is-top')?.getAttribute('data-caption')).toBe(t.entryOf(2));
    expect(within(screen.getByRole('list', { name: 'Called it!' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ANN', 'ROBO']);
    // The player's own caption is marked "You".
    expect(within(container.querySelector(`[data-caption="${t.entryOf(3)}"]`) as HTMLElement).getByText('You')).toBeTruthy();
  });
});

describe('SNAPTION phone: without a shared screen', () => {
  it('shows the picture with the captions to vote on', () => {
    const t = newGame();
    everyoneCaptions(t);
    phone(t, 1, { room: 'alone' });
    expect(screen.getByRole('img', { name: 'The picture to caption' })).toBeTruthy();
    const options = within(screen.getByRole('group', { name: 'Which caption is the best?' })).getAllByRole('button');
    expect(options).toHaveLength(4);
  });

  it('head to head, shows the pair’s authors the captions and how many have voted', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const t = newGame(2, 3, ten);
    t.captionAll(ten, (id) => `caption of ${id}`);
    t.vote(t.voters[0]!, t.onScreen[0]!.id);
    phone(t, t.onScreen[1]!.author, { room: 'alone' });
    expect(screen.getByRole('heading', { name: 'Your caption is up!' })).toBeTruthy();
    expect(screen.getByText('Voted: 1 of 8')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The picture to caption' })).toBeTruthy();
  });
});

describe('SNAPTION phone: the round’s scores', () => {
  it('shows this round’s points, the top caption line for its author, and the table', () => {
    const t = newGame();
    everyoneCaptions(t);
    for (const id of SEATS) t.vote(id, id === 3 ? t.entryOf(1) : t.entryOf(3));
    until(t, 'roundScores');
    const { container } = phone(t, 3);
    expect(screen.getByRole('heading', { name: 'Round 1 results' })).toBeTruthy();
    expect(screen.getByText('Yours is the top caption!')).toBeTruthy();
    // 3 votes and the top caption: 500.
    expect(container.querySelector('.snaption-phone__round-value')?.textContent).toBe('+500');
    expect(within(screen.getByRole('list', { name: 'Round 1 results' })).getAllByRole('listitem')).toHaveLength(4);
    next(t);
    expect(t.match.stage).toBe('caption');
  });
});

describe('SNAPTION phone: the round’s scores without a shared screen', () => {
  it('names the caption of the round and its author', () => {
    const t = newGame();
    everyoneCaptions(t);
    for (const id of SEATS) t.vote(id, id === 3 ? t.entryOf(1) : t.entryOf(3));
    until(t, 'roundScores');
    phone(t, 1, { room: 'alone' });
    const best = screen.getByText(CAPTIONS[3]!).closest('li')!;
    expect(within(best).getByText('CY')).toBeTruthy();
  });
});
