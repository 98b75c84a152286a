import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RealtimeErrorMessage } from '@snackparty/protocol';
import { AnswerForm, PlayerChip, VoteGrid, useMoveSender } from '../../src/games/kit';
import type { MoveBody } from '../../src/games/kit';
import { TutorialCard } from '../../src/games/shell/Tutorial';
import type { RealtimeConnection, RealtimeStatus } from '../../src/realtime/connection';
import { ToastProvider } from '../../src/ui/toast';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('vote grid', () => {
  const options = [
    { id: 'a', label: 'Cat' },
    { id: 'b', label: 'Dog', detail: 'by Bob' },
    { id: 'c', label: 'Mine', disabled: true },
  ];

  it('is a named group of buttons that say which one is chosen', () => {
    const onVote = vi.fn();
    render(<VoteGrid legend="Which is best?" options={options} value="b" onVote={onVote} />);
    expect(screen.getByRole('group', { name: 'Which is best?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Dog/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cat' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Cat' }));
    expect(onVote).toHaveBeenCalledWith('a');
  });

  it('does not take a vote for a disabled choice or once locked', () => {
    const onVote = vi.fn();
    const { rerender } = render(<VoteGrid legend="Vote" options={options} value={null} onVote={onVote} />);
    const mine = screen.getByRole('button', { name: 'Mine' }) as HTMLButtonElement;
    expect(mine.disabled).toBe(true);
    fireEvent.click(mine);
    rerender(<VoteGrid legend="Vote" options={options} value={null} onVote={onVote} locked />);
    expect((screen.getByRole('group', { name: 'Vote' }) as HTMLFieldSetElement).disabled).toBe(true);
    expect(onVote).not.toHaveBeenCalled();
  });
});

describe('answer form', () => {
  it('has a labelled field and sends on Enter without reloading', () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<AnswerForm label="Your word" value="sun" onChange={onChange} onSubmit={onSubmit} submitLabel="Send" />);
    const input = screen.getByLabelText('Your word') as HTMLInputElement;
    expect(input.getAttribute('autocapitalize')).toBe('none');
    fireEvent.change(input, { target: { value: 'moon' } });
    expect(onChange).toHaveBeenCalledWith('moon');
    fireEvent.submit(input.form!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('player chip', () => {
  it('shows the alias in capitals next to a decorative avatar', () => {
    const { container } = render(
      <PlayerChip player={{ alias: 'Ann', avatarSrc: null, colour: '#fff' }} avatarSize={40} className="chip">
        <span>host</span>
      </PlayerChip>,
    );
    expect(container.querySelector('.chip')!.textContent).toBe('ANNhost');
  });
});

describe('tutorial card', () => {
  it('lists the steps a game gives it', () => {
    render(<TutorialCard steps={[{ icon: <b>1</b>, textKey: 'rps.tutorial.1' }, { icon: <b>2</b>, textKey: 'rps.tutorial.2' }]} />);
    expect(screen.getByRole('complementary', { name: 'How to play' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/secretly pick three throws/)).toBeTruthy();
  });
});

class FakeConnection {
  sent: Array<{ destination: string; body: MoveBody; receipt?: string; onReceipt?: () => void }> = [];
  up = true;
  claims = new Set<(error: RealtimeErrorMessage) => boolean>();
  send(destination: string, body: unknown, options: { receipt?: string; onReceipt?: () => void } = {}): boolean {
    if (!this.up) return false;
    this.sent.push({ destination, body: body as MoveBody, ...options });
    return true;
  }
  claimServerErrors(claim: (error: RealtimeErrorMessage) => boolean) {
    this.claims.add(claim);
    return () => this.claims.delete(claim);
  }
  error(error: RealtimeErrorMessage): boolean {
    for (const claim of this.claims) if (claim(error)) return true;
    return false;
  }
}

function Phone(props: { connection: FakeConnection; status: RealtimeStatus; view: { stageNumber: number } | null }) {
  const { send, unanswered, waiting } = useMoveSender({ code: 'ABCDE', connection: props.connection as unknown as RealtimeConnection, status: props.status, view: props.view });
  return (
    <>
      <button type="button" onClick={() => send('guess', { text: 'cat' })}>
        guess
      </button>
      <output aria-label="unanswered">{unanswered}</output>
      <output aria-label="waiting">{waiting}</output>
    </>
  );
}

describe('useMoveSender', () => {
  const wrap = (node: ReactNode) => <ToastProvider>{node}</ToastProvider>;

  it('sends again after a reconnect with the same moveId and says when it came too late', () => {
    const connection = new FakeConnection();
    const view = { stageNumber: 4 };
    const { rerender } = render(wrap(<Phone connection={connection} status="connected" view={view} />));
    fireEvent.click(screen.getByRole('button', { name: 'guess' }));
    expect(connection.sent).toHaveLength(1);
    const first = connection.sent[0]!;
    expect(first.destination).toBe('/player/ABCDE/move');
    expect(first.body).toMatchObject({ move: 'guess', payload: { text: 'cat' }, stageNumber: 4 });
    expect(first.body.moveId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(screen.getByRole('status', { name: 'unanswered' }).textContent).toBe('1');
    expect(screen.getByRole('status', { name: 'waiting' }).textContent).toBe('0');

    connection.up = false;
    rerender(wrap(<Phone connection={connection} status="reconnecting" view={view} />));
    // Not answered, and now waiting for the connection: the screen shows that for as long as it lasts.
    expect(screen.getByRole('status', { name: 'waiting' }).textContent).toBe('1');
    // A move made while down waits too, and is no error.
    fireEvent.click(screen.getByRole('button', { name: 'guess' }));
    expect(screen.getByRole('status', { name: 'waiting' }).textContent).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
    connection.up = true;
    rerender(wrap(<Phone connection={connection} status="connected" view={view} />));
    const second = connection.sent[2]!;
    expect(connection.sent.map((s) => s.body.moveId)).toEqual([first.body.moveId, first.body.moveId, second.body.moveId]);
    expect(second.body.moveId).not.toBe(first.body.moveId);
    expect(screen.getByRole('status', { name: 'waiting' }).textContent).toBe('0');
    act(() => second.onReceipt!());

    let claimed = false;
    act(() => {
      claimed = connection.error({ destination: '/player/ABCDE/move', messageKey: 'error.stage_over', message: '' });
    });
    expect(claimed).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Too late: the round had already moved on.');
    expect(screen.getByRole('status', { name: 'unanswered' }).textContent).toBe('0');
    expect(connection.error({ destination: '/host/ABCDE/startGame', messageKey: 'error.not_host', message: '' })).toBe(false);
  });

  it('the server\'s receipt for a move answers that move, and a view alone does not', () => {
    const connection = new FakeConnection();
    const { rerender } = render(wrap(<Phone connection={connection} status="connected" view={{ stageNumber: 1 }} />));
    fireEvent.click(screen.getByRole('button', { name: 'guess' }));
    const sent = connection.sent[0]!;
    expect(sent.receipt).toBe(sent.body.moveId);
    // Another player's move brings a new view: this move is still waiting.
    rerender(wrap(<Phone connection={connection} status="connected" view={{ stageNumber: 1 }} />));
    expect(screen.getByRole('status', { name: 'unanswered' }).textContent).toBe('1');
    act(() => sent.onReceipt!());
    expect(screen.getByRole('status', { name: 'unanswered' }).textContent).toBe('0');
  });
});
