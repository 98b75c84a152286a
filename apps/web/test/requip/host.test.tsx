import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { recordAudience } from '@snackparty/engine';
import { requip } from '@snackparty/games';
import { requipScreens } from '../../src/games/requip';
import { initTestI18n } from '../helpers';
import { FINAL_ANSWERS, SEATS, clockOf, everyoneAnswers, hostOf, newGame, next, players, until } from './fixtures';

const { Host } = requipScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('REQUIP host: the answer stage', () => {
  it('shows who is done and who still writes, never what anyone wrote', () => {
    const t = newGame();
    t.answerAll(1, (_p, i) => `secret answer ${i}`);
    const { container } = render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
    expect(screen.getByRole('heading', { name: 'Write your answers!' })).toBeTruthy();
    expect(screen.getByText('Round 1 of 2')).toBeTruthy();
    expect(screen.getByText(/4 prompts, two on each phone/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 90 s');
    expect(screen.getByText('Done: 1 of 4')).toBeTruthy();
    const done = [...container.querySelectorAll('.requip-writer.is-done')].map((el) => el.getAttribute('data-player'));
    expect(done).toEqual(['1']);
    expect(container.querySelectorAll('.requip-writer.is-writing')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Players writing their answers' })).getByText('ROBO')).toBeTruthy();
    expect(container.textContent).not.toContain('secret answer');
    for (const prompt of t.match.state.prompts) expect(container.textContent).not.toContain(prompt.text);
  });
});

describe('REQUIP host: a prompt put to the vote', () => {
  it('shows the prompt big and its answers side by side, anonymous, with how many have voted', () => {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'vote');
    const view = hostOf(t);
    const current = view.game.current!;
    const { container } = render(<Host view={view} players={players} serverNow={clockOf(t)} />);
    expect(container.querySelector('.requip-prompt')?.textContent).toBe(current.prompt);
    expect(screen.getByText(`Prompt 1 of ${current.count}`)).toBeTruthy();
    const answers = within(screen.getByRole('list', { name: 'The answers' })).getAllByRole('listitem');
    // The two authors' answers and the AI's.
    expect(answers).toHaveLength(3);
    expect(answers.map((a) => a.querySelector('.requip-option__text')?.textContent)).toEqual(current.answers.map((a) => a.responseText));
    expect(answers.map((a) => a.querySelector('.requip-card__letter')?.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('status', { name: `Voted: 0 of ${current.voterCount}` })).toBeTruthy();
    // Nobody is named on a vote: no alias, no author.
    for (const alias of ['ANN', 'BOB', 'CY', 'ROBO']) expect(screen.queryByText(alias)).toBeNull();
    expect(screen.getByText(/Spot it for bonus points/)).toBeTruthy();
  });
});

describe('REQUIP host: the reveal, beat by beat', () => {
  function toReveal() {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'vote');
    const host = hostOf(t).game.current!;
    const aiEntry = t.entryOf(null);
    // Every person who votes picks the AI's answer and suspects the first answer that is not it.
    const other = host.answers.find((a) => a.promptResponseId !== aiEntry)!.promptResponseId;
    for (const id of SEATS.filter((p) => !t.current.authors.includes(p))) t.vote(id, [aiEntry], other);
    until(t, 'reveal');
    return t;
  }

  it('starts with the answers and no author', () => {
    const t = toReveal();
    const { container } = render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
    expect(screen.getByRole('heading', { name: 'And the votes go to…' })).toBeTruthy();
    expect(container.querySelectorAll('.requip-card')).toHaveLength(3);
    expect(container.querySelectorAll('.requip-card__mystery')).toHaveLength(3);
    expect(container.querySelector('.requip-stamp--ai')).toBeNull();
    expect(container.querySelector('.requip-card__count')).toBeNull();
  });

  it('then lands the votes, then names the authors and unmasks the AI, then gives the points', () => {
    const t = toReveal();
    const start = t.match.stageStartedAt!;
    const at = (ms: number) => () => start + ms;

    const votes = render(<Host view={hostOf(t)} players={players} serverNow={at(1_000)} />);
    expect(screen.getByRole('heading', { name: 'The votes are in!' })).toBeTruthy();
    const reveal = hostOf(t).game.reveal!;
    const counts = [...votes.container.querySelectorAll('.requip-card__count')].map((el) => Number(el.textContent));
    expect(counts).toEqual(reveal.answers.map((a) => a.votes));
    expect(votes.container.querySelectorAll('.requip-card__mystery')).toHaveLength(3);
    cleanup();

    const authors = render(<Host view={hostOf(t)} players={players} serverNow={at(3_500)} />);
    expect(screen.getByRole('heading', { name: 'Who wrote what?' })).toBeTruthy();
    const ai = authors.container.querySelector('.requip-card.is-ai')!;
    expect(ai.getAttribute('data-answer')).toBe(reveal.answers.find((a) => a.ai)!.promptResponseId);
    expect(within(ai as HTMLElement).getByRole('img', { name: 'The AI wrote this one' })).toBeTruthy();
    for (const answer of reveal.answers.filter((a) => !a.ai)) {
      const alias = players.find((p) => p.playerId === answer.playerId)!.alias.toUpperCase();
      const card = authors.container.querySelector(`[data-answer="${answer.promptResponseId}"]`) as HTMLElement;
      expect(within(card).getByText(alias)).toBeTruthy();
      // Taken for the AI: a bluff its author is paid for.
      if (answer.playerIdsSpotAi.length > 0) expect(within(card).getByText(`Taken for the AI: ${answer.playerIdsSpotAi.length}`)).toBeTruthy();
    }
    expect(authors.container.querySelector('.delta-badge')).toBeNull();
    cleanup();

    const points = render(<Host view={hostOf(t)} players={players} serverNow={at(6_000)} />);
    // Every voter backed the AI: it comes out on top.
    expect(screen.getByRole('heading', { name: 'The AI fooled you all!' })).toBeTruthy();
    const paid = reveal.answers.filter((a) => a.points > 0);
    expect(points.container.querySelectorAll('.requip-card .delta-badge--up')).toHaveLength(paid.length);
    expect(screen.getByText('Nobody spotted the AI.')).toBeTruthy();
  });

  it('shows the audience\'s vote apart, on the answer most of the audience chose, and nothing without an audience', () => {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'vote');
    const aiEntry = t.entryOf(null);
    const other = hostOf(t).game.current!.answers.find((a) => a.promptResponseId !== aiEntry)!.promptResponseId;
    // The audience chose `other`, 3 to 1, as the server folds its counts into the match.
    t.match = recordAudience(requip, t.match, t.settings, { stageNumber: t.match.stageNumber, counts: { [other]: 3, [aiEntry]: 1 } });
    for (const id of SEATS.filter((p) => !t.current.authors.includes(p))) t.vote(id, [aiEntry], null);
    until(t, 'reveal');
    const votes = render(<Host view={hostOf(t)} players={players} serverNow={() => t.match.stageStartedAt! + 1_000} />);
    const tag = screen.getByRole('img', { name: 'The audience\'s vote: 75% of the audience chose this answer' });
    expect(tag.textContent).toBe('Audience 75%');
    expect(tag.closest('.requip-card')!.getAttribute('data-answer')).toBe(other);
    expect(votes.container.querySelectorAll('[data-audience-vote]')).toHaveLength(1);
    cleanup();
    const quiet = newGame();
    everyoneAnswers(quiet);
    until(quiet, 'vote');
    for (const id of SEATS.filter((p) => !quiet.current.authors.includes(p))) quiet.vote(id, [quiet.entryOf(null)], null);
    until(quiet, 'reveal');
    const none = render(<Host view={hostOf(quiet)} players={players} serverNow={() => quiet.match.stageStartedAt! + 1_000} />);
    expect(none.container.querySelectorAll('[data-audience-vote]')).toHaveLength(0);
  });

  it('shows a jinx: the same answer twice, no vote, no points', () => {
    const t = newGame();
    const twins = t.match.state.prompts.find((p) => p.authors.every((id) => id > 0))!;
    everyoneAnswers(t, (id, i) => (t.promptsOf(id)[i]!.id === twins.id ? 'a rubber duck' : `answer ${i} of ${id}`));
    for (let guard = 0; guard < 20 && t.match.state.prompts[t.match.state.current]?.id !== twins.id; guard++) next(t);
    expect(t.match.stage).toBe('reveal');
    const start = t.match.stageStartedAt!;
    const { container } = render(<Host view={hostOf(t)} players={players} serverNow={() => start + 2_000} />);
    expect(screen.getByRole('heading', { name: 'Jinx!' })).toBeTruthy();
    expect(screen.getByText('Same answer twice: nobody scores.')).toBeTruthy();
    expect(container.querySelectorAll('.requip-card.is-jinx')).toHaveLength(2);
    expect(within(container.querySelector('.requip-board') as HTMLElement).getAllByRole('img', { name: 'Jinx!' })).toHaveLength(2);
    expect(container.querySelector('.requip-card__count')).toBeNull();
  });
});

describe('REQUIP host: the round scores and the final', () => {
  it('shows the scores with the round deltas, the best answers, and that the final comes next', () => {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'roundScores');
    const view = hostOf(t);
    render(<Host view={view} players={players} serverNow={clockOf(t)} />);
    expect(screen.getByRole('heading', { name: 'Round 1 results' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Round 1 results' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Best answers' })).toBeTruthy();
    for (const prompt of view.game.roundSummary!.prompts) expect(screen.getByText(prompt.prompt)).toBeTruthy();
    expect(screen.getByText('Up next: the final round, with three votes each!')).toBeTruthy();
  });

  it('in the final, everyone answers one prompt and the TV shows every answer with three votes each', () => {
    const t = newGame();
    everyoneAnswers(t);
    until(t, 'roundScores');
    next(t);
    const answering = render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
    expect(screen.getByRole('heading', { name: 'The final round!' })).toBeTruthy();
    expect(screen.getByText('Points ×2')).toBeTruthy();
    expect(answering.container.querySelectorAll('.requip-writer')).toHaveLength(4);
    cleanup();

    everyoneAnswers(t, (id) => FINAL_ANSWERS[id]!);
    until(t, 'vote');
    const { container } = render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
    expect(screen.getByText('You have 3 votes: spread them or stack them!')).toBeTruthy();
    // Four players and the AI.
    expect(container.querySelectorAll('.requip-option')).toHaveLength(5);
    expect(container.querySelector('.requip-options--many')).toBeTruthy();
  });
});
