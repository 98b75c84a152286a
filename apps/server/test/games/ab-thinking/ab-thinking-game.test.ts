/**
 * AB_THINKING on the real app: the spec's question limit per game (12 for a test account's room, 20
 * for others), and a whole game with a TV, three phones and one AI player over STOMP, to the podium.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_TEST, dest } from '@snackparty/protocol';
import { AbThinkingRoom, type Phone } from './ab-thinking-room';

describe('AB_THINKING over the real app', () => {
  let room: AbThinkingRoom | undefined;
  afterEach(async () => {
    await room?.close();
    room = undefined;
  });

  /** Starts a five-round game (20 questions unless limited) in a room of `host`, returning how many it asks. */
  async function questionsAsked(open: AbThinkingRoom, host: Awaited<ReturnType<AbThinkingRoom['account']>> | undefined): Promise<number> {
    await open.create({ numberOfRounds: 5 }, host);
    await open.seat(['Ann', 'Bob', 'Cid', 'Dee']);
    await open.start();
    const state = open.match.state as { questions: unknown[]; plan: number[] };
    expect(state.plan.reduce((a, b) => a + b, 0)).toBe(state.questions.length);
    expect(open.hostView()!.game.questionCount).toBe(state.questions.length);
    return state.questions.length;
  }

  it('a test account’s room asks 12 questions at most, listed by address or by its stored role', async () => {
    room = await AbThinkingRoom.open({ testAccountEmails: ['tester@example.test'] });
    const listed = await room.account('tester@example.test');
    expect(await questionsAsked(room, listed)).toBe(12);
    await room.close();

    room = await AbThinkingRoom.open();
    const stored = await room.account('jester@example.test', [ROLE_TEST]);
    expect(await questionsAsked(room, stored)).toBe(12);
  }, 60_000);

  it('any other room asks the spec’s 20 (a signed-up account or a guest)', async () => {
    room = await AbThinkingRoom.open({ testAccountEmails: ['tester@example.test'] });
    const someone = await room.account('someone@example.test');
    expect(await questionsAsked(room, someone)).toBe(20);
    await room.close();

    room = await AbThinkingRoom.open();
    expect(await questionsAsked(room, undefined)).toBe(20);
  }, 60_000);

  it('a TV, three phones and an AI player play both rounds to the podium', async () => {
    room = await AbThinkingRoom.open();
    const r = room;
    await r.create({ numberOfRounds: 2 });
    const phones = await r.seat(['Ann', 'Bob', 'Cid']);
    await r.addAi();
    await r.start();
    await r.seen();
    expect(r.hostView()!.game).toMatchObject({ stage: 'question', round: 1, rounds: 2, final: false, questionCount: 8, answererCount: 4 });

    // A prediction out of range is refused with its message key.
    r.move(phones[0]!, { pick: 'A', prediction: 150 });
    await phones[0]!.client.until(() => phones[0]!.client.messages(dest.userErrors).length > 0, 'the refusal');
    expect(phones[0]!.client.messages(dest.userErrors)[0]).toMatchObject({ messageKey: 'abthinking.bad_prediction' });

    let questions = 0;
    let finals = 0;
    for (let guard = 0; guard < 40 && !r.match.over; guard++) {
      const tv = r.hostView()!;
      const game = tv.game;
      if (game.stage === 'question') {
        questions += 1;
        if (game.final) finals += 1;
        await answerQuestion(r, phones);
        // The TV knows who answered, never what: no split, no results while the question is open.
        if (r.match.stage === 'question') {
          const now = r.hostView()!.game;
          expect(now.split).toBeNull();
          expect(now.results).toBeNull();
          expect(JSON.stringify(r.hostView())).not.toMatch(/"(pick|prediction|guess)"/);
          expect(now.answeredIds.sort()).toEqual(phones.map((p) => p.seat.playerId).sort());
        }
        await r.passTimeUntil(() => r.match.stage !== 'question', 'the AI player’s answer');
        expect(r.hostView()!.game.stage).toBe('split');
        const split = r.hostView()!.game.split!;
        expect(split.total).toBe(4);
        expect(split.countA + split.countB).toBe(4);
        continue;
      }
      if (game.stage === 'split') {
        await r.passTimeUntil(() => r.match.stage !== 'split', 'the predictions');
        const results = r.hostView()!.game.results!;
        expect(results.rows).toHaveLength(4);
        if (r.hostView()!.game.final) expect(results.named).not.toBeNull();
        else expect(results.rows.filter((row) => row.prediction !== null)).toHaveLength(4);
        continue;
      }
      const stageNumber = r.match.stageNumber;
      await r.passTimeUntil(() => r.match.stageNumber !== stageNumber || r.match.over, `the end of ${game.stage}`);
    }
    expect(questions).toBe(8);
    expect(finals).toBe(4);
    expect(r.match.over).toBe(true);
    const end = r.hostView()!;
    expect(end.over).toBe(true);
    for (const phone of phones) await phone.client.until(() => phone.client.messages(dest.player(r.code, 'gameEnd')).length === 1, `${phone.alias}: the game's end`);
    const scores = (phones[0]!.client.messages(dest.player(r.code, 'gameEnd'))[0] as { scores: Record<number, number> }).scores;
    expect(Object.keys(scores)).toHaveLength(4);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(scores).toEqual(end.scores);
  }, 120_000);
});

/** Every phone answers what the question asks of it: a pick, and a prediction or a guess. */
async function answerQuestion(r: AbThinkingRoom, phones: Phone[]): Promise<void> {
  for (const [i, phone] of phones.entries()) {
    const view = r.view(phone)!.game;
    const pick = i % 2 === 0 ? 'A' : 'B';
    r.move(phone, { pick, ...(view.asks.prediction ? { prediction: 25 * (i + 1) } : {}), ...(view.asks.guess ? { guess: 'A' } : {}) });
  }
  for (const phone of phones) {
    await phone.client.until(() => {
      const view = r.view(phone)?.game;
      return r.match.stage !== 'question' || (view?.answer?.pick !== null && view?.answer?.pick !== undefined);
    }, `${phone.alias}'s answer`);
  }
}
