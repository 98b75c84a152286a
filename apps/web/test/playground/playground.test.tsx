import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PlaygroundPage } from '../../src/features/playground/PlaygroundPage';
import { initTestI18n } from '../helpers';
import { renderInApp, stubApi } from '../account/harness';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the playground', () => {
  it('puts the drawing canvas and the game kit on one page to try', async () => {
    stubApi({});
    renderInApp(<PlaygroundPage />, '/playground');
    expect(await screen.findByRole('heading', { name: 'Playground', level: 1 })).toBeTruthy();
    for (const section of ['Drawing canvas', 'Countdown', 'Players', 'Voting', 'Answer box', 'Joystick']) {
      expect(screen.getByRole('heading', { name: section, level: 2 }), section).toBeTruthy();
    }
    expect(screen.getByLabelText('Drawing canvas: draw here').tagName).toBe('CANVAS');
    expect(screen.getByRole('button', { name: 'Replay' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Lines: 0')).toBeTruthy();
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    expect(screen.getByText('CLEO')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Sushi/ }));
    expect(screen.getByText('You picked Sushi.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'A banana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent: A banana')).toBeTruthy();

    const stick = screen.getByRole('application', { name: 'Joystick: steer the dot' });
    fireEvent.keyDown(stick, { key: 'ArrowRight' });
    expect(screen.getByText('Direction: 1.00, 0.00')).toBeTruthy();
  });
});
