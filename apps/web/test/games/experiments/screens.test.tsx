import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { experimentsScreens } from '../../../src/games/experiments';
import { PositionPacer } from '../../../src/games/experiments/positionPacer';
import { mergePositions } from '../../../src/games/experiments/usePositions';
import { freeSecondsNow } from '../../../src/games/experiments/types';
import { initTestI18n } from '../../helpers';
import { T0, fakeRoom, hostOf, phoneOf, players, results, started, tagged } from './fixtures';

const { Host, Player } = experimentsScreens;

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function avatarAt(container: HTMLElement, playerId: number): { x: number; y: number; it: boolean } {
  const g = container.querySelector(`.tag-avatar[data-player="${playerId}"]`);
  if (!g) throw new Error(`no avatar for ${playerId}`);
  return { x: Number(g.getAttribute('data-x')), y: Number(g.getAttribute('data-y')), it: g.getAttribute('data-it') === 'true' };
}

describe('tag position pacing', () => {
  it('sends at once after a pause, then the latest at most once per interval, never the same twice', () => {
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const sent: { x: number; y: number }[] = [];
    const pacer = new PositionPacer((p) => sent.push(p), 100, {
      now: () => now,
      setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    });
    pacer.offer({ x: 10.4, y: 20.6 });
    expect(sent).toEqual([{ x: 10, y: 21 }]);
    for (let i = 1; i <= 9; i++) {
      now = i * 10;
      pacer.offer({ x: 10 + i, y: 21 });
    }
    expect(sent).toHaveLength(1);
    now = 100;
    timers.shift()!.run();
    expect(sent).toEqual([{ x: 10, y: 21 }, { x: 19, y: 21 }]);
    now = 300;
    pacer.offer({ x: 19, y: 21 });
    expect(sent).toHaveLength(2);
  });

  it('lays relayed positions over the ones it has', () => {
    const start = new Map([[1, { x: 1, y: 1 }], [2, { x: 2, y: 2 }]]);
    const next = mergePositions(start, { positions: [{ playerId: 2, x: 5, y: 6 }, { playerId: 'x', x: 1, y: 1 }] });
    expect([...next]).toEqual([[1, { x: 1, y: 1 }], [2, { x: 5, y: 6 }]]);
    expect(mergePositions(start, { nope: true })).toBe(start);
  });

  it('counts the seconds not "it", the current stint included', () => {
    const game = hostOf(tagged(started(), T0 + 4_500)).game;
    expect(freeSecondsNow(game, 1, T0 + 10_000)).toBe(5);
    expect(freeSecondsNow(game, 2, T0 + 10_000)).toBe(4);
    expect(freeSecondsNow(game, -1, T0 + 10_000)).toBe(10);
  });
});

describe('tag on the shared screen', () => {
  it('shows everyone at their start, "it" marked with a ring and a hand, then live positions', () => {
    const match = started();
    const room = fakeRoom();
    const { container } = render(room.wrap(<Host view={hostOf(match)} players={players} serverNow={() => T0 + 1_000} />));
    expect(room.subscribed()).toEqual(['/experiments/host/ABCDE/positions']);
    for (const spawn of match.state.spawns) expect(avatarAt(container, spawn.playerId)).toMatchObject({ x: spawn.x, y: spawn.y });
    expect(avatarAt(container, 1).it).toBe(true);
    expect(avatarAt(container, 2).it).toBe(false);
    expect(container.querySelector('.tag-avatar[data-player="1"] .tag-avatar__it-ring')).toBeTruthy();
    expect(container.querySelector('.tag-avatar[data-player="1"] .tag-avatar__it-badge')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ANA is it!');
    act(() => room.push('/experiments/host/ABCDE/positions', { positions: [{ playerId: -1, x: 700, y: 400 }] }));
    expect(avatarAt(container, -1)).toMatchObject({ x: 700, y: 400 });
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows the shield on the one who just passed "it", and the round\'s results', () => {
    const after = tagged(started(), T0 + 4_000);
    const room = fakeRoom();
    const { container, rerender } = render(room.wrap(<Host view={hostOf(after)} players={players} serverNow={() => T0 + 5_000} />));
    expect(avatarAt(container, 2).it).toBe(true);
    expect(container.querySelector('.tag-avatar[data-player="1"] .tag-avatar__shield')).toBeTruthy();
    const end = results(after);
    rerender(room.wrap(<Host view={hostOf(end)} players={players} serverNow={() => end.stageStartedAt + 1_000} />));
    const list = screen.getByRole('list', { name: "This round's times and points" });
    const rows = [...list.querySelectorAll('li')];
    const rowOf = (name: string) => rows.find((li) => li.querySelector('.tag-results__alias')?.textContent === name)!.textContent;
    expect(rows.map((li) => li.querySelector('.tag-results__alias')?.textContent)).toEqual(['ROBO', 'ANA', 'BO']);
    expect(rowOf('ROBO')).toContain('+600 pts');
    expect(rowOf('ANA')).toContain('It for 4.0 s');
    expect(rowOf('ANA')).toContain('+560 pts');
    expect(rowOf('BO')).toContain('It for 56.0 s');
    expect(rowOf('BO')).toContain('+40 pts');
    // Bo was "it" when time ran out: the hand says so.
    expect(rows[2]!.querySelector('.tag-results__last-it')).toBeTruthy();
  });
});

describe('tag on a phone', () => {
  it('runs its avatar with the joystick and sends where it is, ten times a second at most', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const match = started();
    const room = fakeRoom();
    const { container } = render(room.wrap(<Player view={phoneOf(match, 2)} players={players} serverNow={() => T0 + 1_000} send={() => {}} />));
    expect(room.subscribed()).toContain('/experiments/player/ABCDE/positions');
    const spawn = match.state.spawns.find((s) => s.playerId === 2)!;
    expect(avatarAt(container, 2)).toMatchObject({ x: spawn.x, y: spawn.y });
    const pad = screen.getByRole('application', { name: /Joystick/ });
    pad.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200, right: 200, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    // Push the knob all the way down for one second (Bo starts at the top of the field).
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 100, clientY: 200 });
    act(() => vi.advanceTimersByTime(1_000));
    const moved = avatarAt(container, 2);
    expect(moved.x).toBe(spawn.x);
    expect(moved.y - spawn.y).toBeGreaterThan(400);
    expect(moved.y - spawn.y).toBeLessThanOrEqual(520);
    const sends = room.sent.filter((s) => s.destination === '/experiments/player/ABCDE/playerPosition/2');
    expect(sends.length).toBeGreaterThanOrEqual(8);
    expect(sends.length).toBeLessThanOrEqual(11);
    fireEvent.pointerUp(pad, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(500));
    const last = sends.at(-1)!.body as { x: number; y: number };
    const settled = room.sent.filter((s) => s.destination === '/experiments/player/ABCDE/playerPosition/2').at(-1)!.body;
    expect(settled).toEqual({ x: moved.x, y: avatarAt(container, 2).y });
    expect(last.x).toBe(spawn.x);
    // A position turned down as the run ends is not the player's concern; other errors are.
    expect(room.claimed({ destination: '/experiments/player/ABCDE/playerPosition/2', messageKey: 'error.stage_over', message: '' })).toBe(true);
    expect(room.claimed({ destination: '/player/ABCDE/move', messageKey: 'error.stage_over', message: '' })).toBe(false);
  });

  it('goes on from where the server last saw it after a reload, until it moves', () => {
    const match = started();
    const room = fakeRoom();
    const { container } = render(room.wrap(<Player view={phoneOf(match, 2)} players={players} serverNow={() => T0 + 20_000} send={() => {}} />));
    act(() => room.push('/experiments/player/ABCDE/positions', { positions: [{ playerId: 2, x: 1500, y: 800 }] }));
    expect(avatarAt(container, 2)).toMatchObject({ x: 1500, y: 800 });
  });

  it('says who to run from, with the others live, and shows the results with this player\'s own row', () => {
    const match = started();
    const room = fakeRoom();
    const { container, rerender } = render(room.wrap(<Player view={phoneOf(match, 2)} players={players} serverNow={() => T0 + 1_000} send={() => {}} />));
    expect(screen.getByText('Run from ANA!')).toBeTruthy();
    act(() => room.push('/experiments/player/ABCDE/positions', { positions: [{ playerId: 1, x: 300, y: 300 }] }));
    expect(avatarAt(container, 1)).toMatchObject({ x: 300, y: 300, it: true });
    rerender(room.wrap(<Player view={phoneOf(match, 1)} players={players} serverNow={() => T0 + 1_000} send={() => {}} />));
    expect(screen.getByText('You are it! Catch someone')).toBeTruthy();
    const end = results(match);
    rerender(room.wrap(<Player view={phoneOf(end, 2)} players={players} serverNow={() => end.stageStartedAt} send={() => {}} />));
    expect(screen.queryByRole('application')).toBeNull();
    expect(container.querySelector('.tag-results__row.is-self')?.textContent).toContain('BO');
    expect(screen.getByText('Score: 600')).toBeTruthy();
  });
});
