import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { recordAudience } from '@snackparty/engine';
import { abThinking } from '@snackparty/games';
import { abThinkingScreens } from '../../src/games/ab-thinking';
import { initTestI18n } from '../helpers';
import { clockOf, hostOf, newGame, players, until } from './fixtures';
import type { Table } from './fixtures';

const { Host } = abThinkingScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function tv(t: Table) {
  return render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
}

/** Every player picks; the audience's counts are folded in as the server does, before the answers close. */
function playQuestion(t: Table, audience: Record<string, number> | null): void {
  t.answer(1, { pick: 'A', prediction: 50 });
  t.answer(2, { pick: 'B', prediction: 50 });
  t.answer(3, { pick: 'B', prediction: 50 });
  if (audience) t.match = recordAudience(abThinking, t.match, t.settings, { stageNumber: t.match.stageNumber, counts: audience });
  t.answer(-1, { pick: 'B', prediction: 50 });
}

describe('AB_THINKING audience on the shared screen', () => {
  it('shows the audience split apart from the players bar at the reveal', () => {
    const t = newGame();
    playQuestion(t, { A: 7, B: 3 });
    expect(t.match.stage).toBe('split');
    const { container } = tv(t);
    const audience = screen.getByTestId('ab-audience-split');
    expect(audience.getAttribute('aria-label')).toBe(`The audience: 70% picked ${t.question.a}, 30% picked ${t.question.b} (picks: 10)`);
    expect(audience.textContent).toContain('Audience');
    expect(audience.textContent).toContain('70%');
    expect(audience.textContent).toContain('Picks: 10');
    // The players' bar is the players' alone: 1 of 4 picked A.
    expect(container.querySelector('.ab-bar')?.getAttribute('aria-label')).toBe(`25% picked ${t.question.a} (1), 75% picked ${t.question.b} (3)`);
    expect(container.querySelector('.ab-bar .ab-audience')).toBeNull();
    cleanup();

    until(t, 'predictions');
    tv(t);
    expect(screen.getByTestId('ab-audience-split').getAttribute('aria-label')).toContain('70%');
  });

  it('shows nothing of an audience that did not pick, nor while the question is open', () => {
    const t = newGame();
    t.answer(1, { pick: 'A' });
    t.match = recordAudience(abThinking, t.match, t.settings, { stageNumber: t.match.stageNumber, counts: { A: 5 } });
    const open = tv(t);
    expect(open.container.querySelector('.ab-audience')).toBeNull();
    cleanup();

    const quiet = newGame();
    playQuestion(quiet, null);
    expect(quiet.match.stage).toBe('split');
    const { container } = tv(quiet);
    expect(container.querySelector('.ab-audience')).toBeNull();
  });
});
