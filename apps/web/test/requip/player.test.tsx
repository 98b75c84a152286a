import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { requipScreens } from '../../src/games/requip';
import { GameRoomContext } from '../../src/games/gameRoom';
import { initTestI18n } from '../helpers';
import { SEATS, clockOf, everyoneAnswers, newGame, next, phoneOf, players, toFinalVote, until, untilVoteFor, untilVoteOn } from './fixtures';
import type { Table } from './fixtures';

const { Player } = requipScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

/** A phone of player `id` whose moves go to the real rules: a refused move fails the test. */
function phone(t: Table, id: number, room: 'shared' | 'alone' = 'shared') {
  const moves: Array<[string, unknown]> = [];
  const send = vi.fn((move: string, payload: unknown) => {
    moves.push([move, payload]);
    const refused = t.move(id, move, payload);
    if (refused) throw new Error(`refused: ${refused.invalid}`);
  });
  const wrap = (ui: ReactElement) =>
    room === 'alone' ? <GameRoomContext.Provider value={{ code: 'ABCDE', connection: null, status: 'connected', sharedScreen: false }}>{ui}</GameRoomContext.Provider> : ui;
  const ui = () => wrap(<Player view={phoneOf(t, id)} players={players} serverNow={clockOf(t)} send={send} />);
  const result = render(ui());
  return { ...result, send, moves, refresh: () => result.rerender(ui()) };
}

describe('REQUIP phone: writing answers', () => {
  it('writes both prompts one after the other, shows them as saved, and opens one again to change it', () => {
    const t = newGame();
    const [first, second] = t.promptsOf(1);
    const p = phone(t, 1);
    expect(screen.getByText('Your prompt 1 of 2')).toBeTruthy();
    expect(p.container.querySelector('.requip-prompt')?.textContent).toBe(first!.text);
    const box = screen.getByLabelText('Your answer');
    fireEvent.change(box, { target: { value: '  a   very  tired    penguin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Sent tidied, as the server keeps it.
    expect(p.moves).toEqual([['answer', { promptId: first!.id, text: 'a very tired penguin' }]]);
    p.refresh();
    expect(screen.getByText('Your prompt 2 of 2')).toBeTruthy();
    expect(p.container.querySelector('.requip-prompt')?.textContent).toBe(second!.text);
    // Enter sends too.
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'my neighbour’s goat' } });
    fireEvent.keyDown(screen.getByLabelText('Your answer'), { key: 'Enter' });
    expect(p.moves[1]).toEqual(['answer', { promptId: second!.id, text: 'my neighbour’s goat' }]);
    p.refresh();

    expect(screen.getByRole('heading', { name: 'All answered!' })).toBeTruthy();
    const saved = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(saved.map((li) => li.querySelector('.requip-saved__answer')?.textContent)).toEqual(['a very tired penguin', 'my neighbour’s goat']);

    fireEvent.click(screen.getByRole('button', { name: `Change your answer to “${first!.text}”` }));
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('a very tired penguin');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'two penguins' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send new answer' }));
    p.refresh();
    expect(t.match.state.prompts.find((x) => x.id === first!.id)!.answers[1]).toBe('two penguins');
    expect(screen.getByRole('heading', { name: 'All answered!' })).toBeTruthy();
  });

  it('says what is wrong with an answer before sending it, in the words of the server’s message keys', () => {
    const t = newGame();
    const p = phone(t, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write an answer first.');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'x'.repeat(81) } });
    expect(screen.getByRole('alert').textContent).toBe("That's too long: 80 characters at most.");
    expect(screen.getByText('81/80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(p.moves).toEqual([]);
  });

  it('tells a player without prompts to wait for the next round', () => {
    const t = newGame();
    t.remove(3);
    // Player 3 is out of the game: their phone has no prompts.
    phone(t, 3);
    expect(screen.getByRole('heading', { name: 'Hang tight!' })).toBeTruthy();
  });
});

describe('REQUIP phone: voting and spotting the AI', () => {
  function toVote() {
    const t = newGame();
    everyoneAnswers(t);
    untilVoteFor(t, 1);
    return t;
  }

  it('votes in two taps: the best answer, then the one it takes for the AI', () => {
    const t = toVote();
    const answers = phoneOf(t, 1).game.current!.answers;
    const p = phone(t, 1);
    const best = within(screen.getByRole('group', { name: 'Which answer is the best?' }));
    fireEvent.click(best.getByRole('button', { name: new RegExp(answers[0]!.responseText) }));
    expect(p.moves).toEqual([]);
    const spot = within(screen.getByRole('group', { name: 'Which one did the AI write?' }));
    fireEvent.click(spot.getByRole('button', { name: new RegExp(answers[1]!.responseText) }));
    expect(p.moves).toEqual([['vote', { choices: [answers[0]!.promptResponseId], spotAi: answers[1]!.promptResponseId }]]);
    expect(t.current.ballots[1]).toEqual({ choices: [answers[0]!.promptResponseId], spotAi: answers[1]!.promptResponseId });
    p.refresh();
    expect(screen.getByRole('heading', { name: 'Vote in!' })).toBeTruthy();
    expect(screen.getByText('Your AI suspect').nextElementSibling?.textContent).toBe(answers[1]!.responseText);
  });

  it('sends the vote without a suspect when the player has no idea, and may change it', () => {
    const t = toVote();
    const answers = phoneOf(t, 1).game.current!.answers;
    const p = phone(t, 1);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(answers[2]!.responseText) }));
    fireEvent.click(screen.getByRole('button', { name: 'No idea, just send my vote' }));
    expect(p.moves).toEqual([['vote', { choices: [answers[2]!.promptResponseId], spotAi: null }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Change my vote' }));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(answers[0]!.responseText) }));
    fireEvent.click(screen.getByRole('button', { name: 'No idea, just send my vote' }));
    expect(t.current.ballots[1]).toEqual({ choices: [answers[0]!.promptResponseId], spotAi: null });
  });

  it('sends a ballot begun but not finished just before the vote closes', async () => {
    const t = toVote();
    const answers = phoneOf(t, 1).game.current!.answers;
    // 2.3 s left: the last call is 0.3 s away.
    t.now = t.match.stageEndsAt! - 2_300;
    const p = phone(t, 1);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(answers[1]!.responseText) }));
    expect(p.moves).toEqual([]);
    await vi.waitFor(() => expect(p.moves).toEqual([['vote', { choices: [answers[1]!.promptResponseId], spotAi: null }]]), { timeout: 2_000 });
  });

  it('an author waits while the room votes on their prompt, their own answer marked', () => {
    const t = newGame();
    everyoneAnswers(t);
    untilVoteOn(t, 1);
    const own = phoneOf(t, 1).game.ballot!.ownAnswerId!;
    const p = phone(t, 1);
    expect(screen.getByRole('heading', { name: 'Your prompt is up!' })).toBeTruthy();
    const mine = p.container.querySelector('.requip-phone__answer-item.is-own')!;
    expect(mine.textContent).toContain(t.current.entries!.find((e) => e.id === own)!.text);
    expect(within(mine as HTMLElement).getByText('Yours')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('in the final gives three votes, stacked or spread, never to the player’s own answer', () => {
    const t = newGame();
    toFinalVote(t);
    const ballot = phoneOf(t, 2).game.ballot!;
    const answers = phoneOf(t, 2).game.current!.answers;
    const others = answers.filter((a) => a.promptResponseId !== ballot.ownAnswerId);
    const p = phone(t, 2);
    const grid = within(screen.getByRole('group', { name: 'Give your 3 votes: tap an answer once per vote' }));
    expect((grid.getByRole('button', { name: /my boss/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Votes left: 3')).toBeTruthy();
    fireEvent.click(grid.getByRole('button', { name: new RegExp(others[0]!.responseText) }));
    fireEvent.click(grid.getByRole('button', { name: new RegExp(others[0]!.responseText) }));
    expect(screen.getByText('Votes left: 1')).toBeTruthy();
    expect(grid.getByRole('button', { name: new RegExp(others[0]!.responseText) }).textContent).toContain('×2');
    fireEvent.click(grid.getByRole('button', { name: new RegExp(others[1]!.responseText) }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Which one did the AI write?' })).getByRole('button', { name: new RegExp(others[2]!.responseText) }));
    const vote = { choices: [others[0]!.promptResponseId, others[0]!.promptResponseId, others[1]!.promptResponseId], spotAi: others[2]!.promptResponseId };
    expect(p.moves).toEqual([['vote', vote]]);
    expect(t.current.ballots[2]).toEqual(vote);
  });
});

describe('REQUIP phone: the reveal and the scores', () => {
  /** Round 1's first prompt voted on by everyone who may: the AI's answer gets every vote, and one voter spots it. */
  function toReveal() {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'vote');
    const ai = t.entryOf(null);
    const voters = SEATS.filter((id) => !t.current.authors.includes(id));
    voters.forEach((id, i) => t.vote(id, [ai], i === 0 ? ai : null));
    until(t, 'reveal');
    return { t, spotter: voters[0]!, author: t.current.authors.find((id) => id > 0)! };
  }

  it('with a shared screen, keeps quiet until the screen names the authors, then says what it meant for the player', () => {
    const { t, spotter } = toReveal();
    const start = t.match.stageStartedAt!;
    t.now = start + 1_000;
    phone(t, spotter);
    expect(screen.getByText('Eyes on the big screen!')).toBeTruthy();
    expect(screen.queryByText('You spotted the AI!')).toBeNull();
    cleanup();
    t.now = start + 6_000;
    phone(t, spotter);
    expect(screen.getByText('You voted for the AI\'s answer!')).toBeTruthy();
    expect(screen.getByText('You spotted the AI!')).toBeTruthy();
    expect(screen.getByRole('status').querySelector('.requip-phone__points')?.textContent).toBe('+200');
  });

  it('tells an author how their answer did', () => {
    const { t, author } = toReveal();
    t.now = t.match.stageStartedAt! + 6_000;
    phone(t, author);
    expect(screen.getByText('Votes for your answer: 0.')).toBeTruthy();
    expect(screen.getByText('No points this time')).toBeTruthy();
  });

  it('without a shared screen, shows the whole reveal on the phone: votes, authors, the AI unmasked', () => {
    const { t, author } = toReveal();
    t.now = t.match.stageStartedAt! + 6_000;
    const p = phone(t, author, 'alone');
    const board = within(screen.getByRole('list', { name: 'The answers' }));
    expect(board.getAllByRole('listitem', { name: undefined }).filter((li) => li.classList.contains('requip-card'))).toHaveLength(3);
    expect(p.container.querySelector('.requip-card.is-ai')).toBeTruthy();
    expect(p.container.querySelector('.requip-card.is-mine')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The AI fooled you all!' })).toBeTruthy();
    expect(screen.getByText('Spotted the AI')).toBeTruthy();
  });

  it('without a shared screen, an author sees the answers and how many have voted', () => {
    const t = newGame();
    everyoneAnswers(t);
    untilVoteOn(t, 1);
    const current = phoneOf(t, 1).game.current!;
    phone(t, 1, 'alone');
    expect(within(screen.getByRole('list', { name: 'The answers' })).getAllByRole('listitem')).toHaveLength(current.answers.length);
    expect(screen.getByText(`Voted: 0 of ${current.voterCount}`)).toBeTruthy();
  });

  it('shows the round’s points and the scores, this player marked', () => {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'roundScores');
    const p = phone(t, 3);
    expect(screen.getByRole('heading', { name: 'Round 1 results' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Round 1 results' })).getAllByRole('listitem')).toHaveLength(4);
    expect(p.container.querySelector('.score-row.is-self')).toBeTruthy();
    next(t);
    p.refresh();
    expect(screen.getByText('Final round')).toBeTruthy();
  });
});
