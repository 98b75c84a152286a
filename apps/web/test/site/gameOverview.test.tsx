import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { GamesPage } from '../../src/features/site/GamesPage';
import { gamePath, gameTypeOfSegment, siteGameTypes } from '../../src/features/site/gamePaths';
import { initTestI18n, readLocale } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = (readLocale('en') as { games: Record<string, { name: string }> }).games;
const TYPES = siteGameTypes();

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderGames(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: 'games/:gameType?',
        element: (
          <>
            <GamesPage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const location = () => screen.getByTestId('location').textContent;
const title = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('the games carousel', () => {
  it('shows the game the address names, with its players, time, live example and ways to play', () => {
    renderGames('/games/canvas_clash');
    expect(title()).toBe(names.CANVAS_CLASH!.name);
    const index = TYPES.indexOf('CANVAS_CLASH');
    expect(screen.getByText(`Game ${index + 1} of 7`)).toBeTruthy();
    expect(screen.getByText('3–16 players')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Create a room for ${names.CANVAS_CLASH!.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How to play' })).toBeTruthy();
    expect(document.querySelector('[data-demo-game]')?.getAttribute('data-demo-game')).toBe('CANVAS_CLASH');
    expect(screen.getByRole('link', { name: names.CANVAS_CLASH!.name, current: 'page' })).toBeTruthy();
  });

  it('cycles through all seven games with the next arrow, and the address follows', () => {
    renderGames(gamePath(TYPES[0]!));
    const seen: string[] = [];
    for (let i = 0; i < TYPES.length; i++) {
      seen.push(title()!);
      expect(location()).toBe(`/games/${TYPES[i]!.toLowerCase()}`);
      const next = TYPES[(i + 1) % TYPES.length]!;
      fireEvent.click(screen.getByRole('button', { name: `Next game: ${names[next]!.name}` }));
    }
    expect(seen).toEqual(TYPES.map((type) => names[type]!.name));
    // Round the ring and back at the first.
    expect(title()).toBe(names[TYPES[0]!]!.name);
    expect(seen).not.toContain(names.EXPERIMENTS!.name);
  });

  it('goes back from the first game to the last, also with the arrow keys', () => {
    renderGames('/games');
    expect(title()).toBe(names[TYPES[0]!]!.name);
    const last = TYPES.at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: `Previous game: ${names[last]!.name}` }));
    expect(location()).toBe(gamePath(last));
    expect(title()).toBe(names[last]!.name);
    fireEvent.keyDown(screen.getByRole('region', { name: 'The games' }), { key: 'ArrowRight' });
    expect(location()).toBe(gamePath(TYPES[0]!));
    fireEvent.keyDown(screen.getByRole('region', { name: 'The games' }), { key: 'ArrowLeft' });
    expect(location()).toBe(gamePath(last));
  });

  it('sends an address that names no presented game to /games', async () => {
    renderGames('/games/experiments');
    await waitFor(() => expect(location()).toBe('/games'));
    expect(title()).toBe(names[TYPES[0]!]!.name);
    cleanup();
    renderGames('/games/nothing-here');
    await waitFor(() => expect(location()).toBe('/games'));
  });

  it('reads a game from its type in any case or its slug', () => {
    expect(gameTypeOfSegment('rps_shoot')).toBe('RPS_SHOOT');
    expect(gameTypeOfSegment('HIDE_AND_PEEK')).toBe('HIDE_AND_PEEK');
    expect(gameTypeOfSegment('rpsshoot')).toBe('RPS_SHOOT');
    expect(gameTypeOfSegment('experiments')).toBeUndefined();
    expect(gameTypeOfSegment('constructor')).toBeUndefined();
    expect(gameTypeOfSegment(undefined)).toBeUndefined();
  });
});
