import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { snaptionScreens } from '../../src/games/snaption';
import { GameSoundContext } from '../../src/games/gameSound';
import { initTestI18n } from '../helpers';
import { CAPTIONS, SEATS, clockOf, everyoneCaptions, hostOf, newGame, next, players, until } from './fixtures';
import type { Table } from './fixtures';

const { Host } = snaptionScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function renderHost(t: Table, now: () => number = clockOf(t)) {
  return render(<Host view={hostOf(t)} players={players} serverNow={now} />);
}

const ALIASES = ['ANN', 'BOB', 'CY', 'ROBO'];

describe('SNAPTION host: the caption stage', () => {
  it('shows the picture big and who is done, never what anyone wrote', () => {
    const t = newGame();
    t.caption(2, 'a secret caption');
    const { container } = renderHost(t);
    expect(screen.getByRole('heading', { name: 'Caption this!' })).toBeTruthy();
    expect(screen.getByText('Round 1 of 2')).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 60 s');
    const picture = screen.getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(t.match.state.card!.imageUrl);
    expect(screen.getByText('Done: 1 of 4')).toBeTruthy();
    expect([...container.querySelectorAll('.snaption-writer.is-done')].map((el) => el.getAttribute('data-player'))).toEqual(['2']);
    expect(container.querySelectorAll('.snaption-writer.is-writing')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Players writing their captions' })).getByText('ROBO')).toBeTruthy();
    expect(container.textContent).not.toContain('a secret caption');
  });

  it('keeps the blind final’s picture face down: no picture, no card id anywhere on the screen', () => {
    const t = newGame();
    everyoneCaptions(t);
    until(t, 'caption');
    expect(t.match.state.blind).toBe(true);
    const card = t.match.state.card!;
    const { container } = renderHost(t);
    expect(screen.getByRole('heading', { name: 'The blind final!' })).toBeTruthy();
    expect(screen.getByText(/Write first, see later/)).toBeTruthy();
    expect(screen.getByText('Blind final')).toBeTruthy();
    expect(screen.getByText('Points ×2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The picture stays hidden until every caption is in' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The picture to caption' })).toBeNull();
    expect(container.querySelector('.snaption-picture__img')).toBeNull();
    expect(container.innerHTML).not.toContain(card.cardId);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 45 s');
  });

  it('unveils the blind final’s picture once every caption is in', () => {
    const t = newGame();
    everyoneCaptions(t);
    until(t, 'caption');
    everyoneCaptions(t, (id) => `blind ${id}`);
    expect(t.match.stage).toBe('unveil');
    const { container } = renderHost(t);
    expect(screen.getByRole('heading', { name: 'The big unveil!' })).toBeTruthy();
    expect((screen.getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement).getAttribute('src')).toBe(t.match.state.card!.imageUrl);
    expect(container.querySelectorAll('.snaption-curtain')).toHaveLength(2);
    cleanup();
    // A drum roll as the curtains open, on the screen that makes the room's sounds.
    const play = vi.fn();
    render(
      <GameSoundContext.Provider value={play}>
        <Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />
      </GameSoundContext.Provider>,
    );
    expect(play).toHaveBeenCalledWith('reveal', 0.7);
    // The captions wait for the vote.
    expect(document.body.textContent).not.toContain('blind 1');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('SNAPTION host: the vote', () => {
  it('shows the picture and every caption anonymous, lettered, with how many have voted', () => {
    const t = newGame();
    everyoneCaptions(t);
    const view = hostOf(t);
    const current = view.game.current!;
    renderHost(t);
    const captions = within(screen.getByRole('list', { name: 'The captions' })).getAllByRole('listitem');
    expect(captions.map((c) => c.querySelector('.snaption-entry__text')?.textContent)).toEqual(current.captions.map((c) => c.text));
    expect(captions.map((c) => c.querySelector('.snaption-entry__letter')?.textContent)).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('img', { name: 'The picture to caption' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Voted: 0 of 4' })).toBeTruthy();
    expect(screen.getByText('Vote for the best caption on your phone!')).toBeTruthy();
    expect(screen.getByText('Then predict which caption wins!')).toBeTruthy();
    for (const alias of ALIASES) expect(screen.queryByText(alias)).toBeNull();
  });

  it('counts ballots as they come in, never naming the voters', () => {
    const t = newGame();
    everyoneCaptions(t);
    t.vote(1, t.entryOf(2), t.entryOf(3));
    t.vote(3, t.entryOf(2));
    renderHost(t);
    expect(screen.getByRole('status', { name: 'Voted: 2 of 4' })).toBeTruthy();
    for (const alias of ALIASES) expect(screen.queryByText(alias)).toBeNull();
  });
});

describe('SNAPTION host: the reveal, beat by beat', () => {
  /** Ann, Cy and the AI vote for Bob's caption; Ann and the AI predict it, Cy predicts Ann's; Bob votes for Ann. */
  function toReveal() {
    const t = newGame();
    everyoneCaptions(t);
    const bob = t.entryOf(2);
    t.vote(1, bob, bob);
    t.vote(3, bob, t.entryOf(1));
    t.vote(-1, bob, bob);
    t.vote(2, t.entryOf(1));
    expect(t.match.stage).toBe('reveal');
    return t;
  }

  it('starts with the captions and no author', () => {
    const t = toReveal();
    const { container } = renderHost(t, () => t.match.stageStartedAt!);
    expect(screen.getByRole('heading', { name: 'And the votes go to…' })).toBeTruthy();
    expect(container.querySelectorAll('.snaption-entry')).toHaveLength(4);
    expect(container.querySelectorAll('.snaption-entry__mystery')).toHaveLength(4);
    expect(container.querySelector('.snaption-entry__count')).toBeNull();
    for (const alias of ALIASES) expect(screen.queryByText(alias)).toBeNull();
  });

  it('then stacks the votes, then names the authors, then crowns the top caption with the points and the right predictions', () => {
    const t = toReveal();
    const start = t.match.stageStartedAt!;
    const at = (ms: number) => renderHost(t, () => start + ms);

    let view = at(1_000);
    expect(screen.getByRole('heading', { name: 'The votes are in!' })).toBeTruthy();
    const bob = view.container.querySelector(`[data-caption="${t.entryOf(2)}"]`)!;
    expect(within(bob as HTMLElement).getByLabelText('Votes: 3')).toBeTruthy();
    expect(within(within(bob as HTMLElement).getByRole('list', { name: 'Voted for it' })).getAllByRole('img')).toHaveLength(3);
    expect(view.container.querySelectorAll('.snaption-entry__mystery')).toHaveLength(4);
    cleanup();

    view = at(4_500);
    expect(screen.getByRole('heading', { name: 'Who wrote what?' })).toBeTruthy();
    expect(view.container.querySelectorAll('.snaption-entry__mystery')).toHaveLength(0);
    for (const [id, alias] of [
      [1, 'ANN'],
      [2, 'BOB'],
      [3, 'CY'],
      [-1, 'ROBO'],
    ] as const) {
      const entry = view.container.querySelector(`[data-caption="${t.entryOf(id)}"]`) as HTMLElement;
      expect(entry.querySelector('.snaption-entry__text')?.textContent).toBe(CAPTIONS[id]);
      expect(within(entry).getByText(alias)).toBeTruthy();
    }
    expect(view.container.querySelector('.snaption-entry.is-top')).toBeNull();
    cleanup();

    view = at(8_000);
    expect(screen.getByRole('heading', { name: 'BOB takes the crown!' })).toBeTruthy();
    const top = view.container.querySelector('.snaption-entry.is-top') as HTMLElement;
    expect(top.getAttribute('data-caption')).toBe(t.entryOf(2));
    expect(within(top).getByRole('img', { name: 'Top caption' })).toBeTruthy();
    // 3 votes × 100 and the top caption's 200.
    expect(within(top).getByText('+500')).toBeTruthy();
    const called = screen.getByRole('list', { name: 'Called it!' });
    expect(within(called).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ANN', 'ROBO']);
  });

  it('shows the same captions as a jinx with all their authors', () => {
    const t = newGame();
    everyoneCaptions(t, (id) => (id === 1 || id === 3 ? 'Same joke twice' : CAPTIONS[id]!));
    for (const id of SEATS) t.vote(id, id === 2 ? t.entryOf(-1) : t.entryOf(2));
    expect(t.match.stage).toBe('reveal');
    renderHost(t, () => t.match.stageStartedAt! + 5_000);
    const jinxes = within(screen.getByRole('list', { name: 'Captions written twice' })).getAllByRole('listitem');
    expect(jinxes).toHaveLength(1);
    expect(jinxes[0]!.textContent).toContain('Same joke twice');
    expect(within(jinxes[0]!).getByText('ANN')).toBeTruthy();
    expect(within(jinxes[0]!).getByText('CY')).toBeTruthy();
    // Only the two other captions were voted on.
    expect(screen.getByRole('list', { name: 'The captions' }).querySelectorAll(':scope > li')).toHaveLength(2);
  });
});

describe('SNAPTION host: head to head, with more than eight captions', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  function pairs() {
    const t = newGame(2, 3, ten);
    t.captionAll(ten, (id) => `caption of ${id}`);
    expect(t.match.state.mode).toBe('pairs');
    return t;
  }

  it('puts one pair at a time under the picture, saying which pair of how many', () => {
    const t = pairs();
    renderHost(t);
    expect(screen.getByText('Head to head 1 of 5')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'The captions' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Voted: 0 of 8' })).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 15 s');
  });

  it('crowns the round’s top caption after the last pair', () => {
    const t = pairs();
    let winner: number | null = null;
    const stage = (): string => t.match.stage;
    while (stage() === 'vote') {
      const [a] = t.onScreen;
      winner ??= a!.author;
      // The first pair's caption takes every vote; the others get none.
      if (a!.author === winner) for (const v of t.voters) t.vote(v, a!.id);
      // The vote (unless every ballot is in), then its reveal.
      while (stage() === 'vote' || stage() === 'reveal') {
        next(t);
        if (stage() === 'vote') break;
      }
    }
    expect(t.match.stage).toBe('roundWinner');
    const { container } = renderHost(t);
    expect(screen.getByRole('heading', { name: 'Caption of the round' })).toBeTruthy();
    const crowned = within(screen.getByRole('list', { name: 'Top caption' })).getAllByRole('listitem');
    expect(crowned).toHaveLength(1);
    expect(crowned[0]!.textContent).toContain(`caption of ${winner}`);
    expect(crowned[0]!.textContent).toContain('Votes: 8');
    expect(crowned[0]!.textContent).toContain('+200');
    expect(container.querySelector('.snaption-picture__img')?.getAttribute('src')).toBe(t.match.state.card!.imageUrl);
  });
});

describe('SNAPTION host: the round’s scores', () => {
  it('shows the score table, the caption of the round with its author, and that the blind final comes next', () => {
    const t = newGame();
    everyoneCaptions(t);
    for (const id of SEATS) t.vote(id, id === 3 ? t.entryOf(1) : t.entryOf(3));
    until(t, 'roundScores');
    renderHost(t);
    expect(screen.getByRole('heading', { name: 'Round 1 results' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Round 1 results' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Caption of the round' })).toBeTruthy();
    const best = screen.getByText(CAPTIONS[3]!).closest('li')!;
    expect(within(best).getByText('CY')).toBeTruthy();
    expect(screen.getByText('Up next: the blind final. Write first, see later!')).toBeTruthy();
  });

  it('names the blind final’s results and says the winners come next', () => {
    const t = newGame();
    everyoneCaptions(t);
    until(t, 'caption');
    everyoneCaptions(t);
    until(t, 'roundScores');
    renderHost(t);
    expect(screen.getByRole('heading', { name: 'Blind final results' })).toBeTruthy();
    expect(screen.getByText('The winners are coming up…')).toBeTruthy();
  });
});

describe('SNAPTION host: a GIF from a provider', () => {
  it('shows the GIF with "Powered by GIPHY" and its creator, linked to its page', () => {
    const customCards = [
      { cardId: 'giphy:abc', imageUrl: 'https://media.giphy.com/media/abc/giphy.gif', attribution: { provider: 'GIPHY', user: 'someone', pageUrl: 'https://giphy.com/gifs/abc' } },
    ];
    const t = newGame(3, 5, SEATS, { customCards });
    everyoneCaptions(t);
    until(t, 'caption');
    expect(t.match.state.card!.cardId).toBe('giphy:abc');
    renderHost(t);
    expect((screen.getByRole('img', { name: 'The picture to caption' }) as HTMLImageElement).getAttribute('src')).toBe('https://media.giphy.com/media/abc/giphy.gif');
    expect(screen.getByText('Powered by GIPHY')).toBeTruthy();
    const by = screen.getByRole('link', { name: 'by someone' });
    expect(by.getAttribute('href')).toBe('https://giphy.com/gifs/abc');
    expect(by.getAttribute('rel')).toContain('noopener');
  });
});
