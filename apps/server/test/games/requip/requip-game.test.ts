/**
 * A whole REQUIP game on the real app: a TV, three phones and one AI player over STOMP, with the
 * host's category pack dealt first, to the podium.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dest } from '@snackparty/protocol';
import { RequipRoom, type Phone } from './requip-room';

const PACK = ['Our teacher’s secret hobby', 'The best thing about Mondays', 'What the office plant thinks', 'A bad name for a boat', 'The real reason the bus is late'];

describe('REQUIP over the real app', () => {
  let room: RequipRoom;
  beforeEach(async () => {
    room = await RequipRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  it('a TV, three phones and an AI player play both rounds to the podium, with the host’s category pack', async () => {
    await room.create({ numberOfRounds: 2 });
    const pack = await room.categoryPack(PACK);
    await room.settings({ requipSettings: { categoryPackIds: [pack] } });
    const phones = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.addAi();
    await room.start();
    await room.seen();

    // Round 1: four seats, four prompts, all from the pack (the host's prompts are dealt first).
    const tv = room.hostView()!;
    expect(tv.game).toMatchObject({ stage: 'answer', round: 1, final: false, promptCount: 4 });
    expect(tv.seats).toHaveLength(4);
    const dealt = new Set<string>();
    for (const phone of phones) {
      const view = room.view(phone)!;
      expect(view.isActor).toBe(true);
      expect(view.game.prompts).toHaveLength(2);
      for (const p of view.game.prompts) {
        expect(PACK).toContain(p.prompt);
        dealt.add(p.prompt);
      }
    }
    // Each prompt has two authors, at most one of them the AI player: the phones see all four.
    expect(dealt.size).toBe(4);

    // A blank answer is refused with its message key; real answers are taken, and may be changed.
    room.move(phones[0]!, 'answer', { promptId: room.view(phones[0]!)!.game.prompts[0]!.promptId, text: '   ' });
    await phones[0]!.client.until(() => phones[0]!.client.messages(dest.userErrors).length > 0, 'the refusal');
    expect(phones[0]!.client.messages(dest.userErrors)[0]).toMatchObject({ messageKey: 'requip.empty_answer' });
    await answerAll(room, phones, 1);
    const first = room.view(phones[0]!)!.game.prompts[0]!;
    room.move(phones[0]!, 'answer', { promptId: first.promptId, text: 'changed my mind' });
    await phones[0]!.client.until(() => room.view(phones[0]!)!.game.prompts[0]!.existingAnswer === 'changed my mind', 'the changed answer');
    expect(room.hostView()!.game.answeredIds.sort()).toEqual(phones.map((p) => p.seat.playerId).sort());
    expect(room.match.stage).toBe('answer');

    // The AI player answers after a human-like pause, and the votes begin.
    await room.passTimeUntil(() => room.match.stage !== 'answer', 'the AI player’s answers');
    const revealed = await playVotes(room, phones);
    // Round 1 had a vote on every prompt the players did not jinx.
    expect(revealed.length).toBe(4);
    expect(room.match.stage).toBe('roundScores');
    expect(room.hostView()!.game.roundSummary).toMatchObject({ round: 1, final: false, lastRound: false });
    await room.passStage();

    // The final: one prompt for everyone, the pack's fifth (never one twice while others are left).
    expect(room.hostView()!.game).toMatchObject({ stage: 'answer', round: 2, final: true, promptCount: 1, multiplier: 2 });
    const finalPrompt = room.view(phones[0]!)!.game.prompts[0]!;
    expect(finalPrompt.prompt).toBe(PACK.find((p) => !dealt.has(p)));
    await answerAll(room, phones, 2);
    await room.passTimeUntil(() => room.match.stage !== 'answer', 'the AI player’s final answer');
    const final = await playVotes(room, phones);
    expect(final).toHaveLength(1);

    await room.passStage();
    expect(room.match.over).toBe(true);
    const end = room.hostView()!;
    expect(end.over).toBe(true);
    for (const phone of phones) await phone.client.until(() => phone.client.messages(dest.player(room.code, 'gameEnd')).length === 1, `${phone.alias}: the game's end`);
    const scores = (phones[0]!.client.messages(dest.player(room.code, 'gameEnd'))[0] as { scores: Record<number, number> }).scores;
    expect(Object.keys(scores)).toHaveLength(4);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(scores).toEqual(end.scores);
  }, 120_000);

  it('deals the prompts of the picked packs in the room’s language only, and of packs the host may still use', async () => {
    await room.create();
    const english = await room.categoryPack(PACK);
    const german = await room.categoryPack(['Das schlimmste Geschenk', 'Ein neues Hobby für Oma', 'Was der Hund denkt', 'Der Grund für die Verspätung', 'Ein schlechter Name für ein Boot'], 'de');
    await room.settings({ requipSettings: { categoryPackIds: [english, german], familyOnly: true } });
    // The English pack is deleted after it was picked, the German one is of another language: no pack prompt is dealt.
    await room.app.inject({ method: 'DELETE', url: `/api/v1/categoryPack/delete/${english}`, headers: room.host.auth });
    await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    const prompts = (room.match.state as { prompts: Array<{ text: string; custom: boolean }> }).prompts;
    expect(prompts.some((p) => p.custom)).toBe(false);

    // A new game of the same room, the English pack again: only its prompts, not the German ones.
    room.tv.send(`/host/${room.code}/requestEndGame`);
    await room.tv.until(() => room.match.over, 'the game ended');
    const again = await room.categoryPack(PACK);
    const created = await room.app.inject({ method: 'POST', url: '/api/v1/game/create', headers: room.host.auth, payload: { gameType: 'REQUIP', gameCode: room.code, settings: { requipSettings: { categoryPackIds: [again, german] } } } });
    expect(created.statusCode, created.body).toBe(200);
    room.tv.send(`/host/${room.code}/startGame`);
    await room.tv.until(() => room.app.games.matchOf(room.code)?.match.stage === 'answer', 'the second game');
    const dealt = (room.match.state as { prompts: Array<{ text: string; custom: boolean }> }).prompts;
    expect(dealt.map((p) => p.custom)).toEqual([true, true, true]);
    for (const p of dealt) expect(PACK).toContain(p.text);
  }, 60_000);
});

/** Every phone answers every prompt of theirs (round-specific texts, so nobody jinxes by accident). */
async function answerAll(room: RequipRoom, phones: Phone[], round: number): Promise<void> {
  for (const phone of phones) {
    for (const [i, p] of room.view(phone)!.game.prompts.entries()) room.move(phone, 'answer', { promptId: p.promptId, text: `${phone.alias} says ${round}.${i}` });
  }
  for (const phone of phones) {
    await phone.client.until(() => room.view(phone)!.game.prompts.every((p) => p.existingAnswer !== null), `${phone.alias}'s answers`);
  }
}

/**
 * Plays the round's votes: each phone that may vote picks an answer that is not its own (three in
 * the final) and accuses another; the AI player votes in its own time; each reveal is checked and
 * watched to its end. Returns the reveals.
 */
async function playVotes(room: RequipRoom, phones: Phone[]) {
  const reveals = [];
  while (room.match.stage === 'vote' || room.match.stage === 'reveal') {
    await room.seen();
    if (room.match.stage === 'vote') {
      const current = room.hostView()!.game.current!;
      // The TV shows the answers without authors, the AI's among them.
      expect(JSON.stringify(current)).not.toMatch(/"playerId"|"ai"/);
      let voters = 0;
      for (const phone of phones) {
        const ballot = room.view(phone)!.game.ballot!;
        if (!ballot.mayVote) {
          expect(ballot.isAuthor).toBe(true);
          continue;
        }
        const options = current.answers.map((a) => a.promptResponseId).filter((id) => id !== ballot.ownAnswerId);
        if (ballot.ownAnswerId !== null) {
          // A phone cannot vote for its own answer.
          const errors = phone.client.messages(dest.userErrors).length;
          room.move(phone, 'vote', { choices: [ballot.ownAnswerId] });
          await phone.client.until(() => phone.client.messages(dest.userErrors).length > errors, 'the refusal of an own vote');
          expect(phone.client.messages(dest.userErrors).at(-1)).toMatchObject({ messageKey: 'requip.own_answer' });
        }
        const choices = Array.from({ length: ballot.maxChoices }, (_, i) => options[i % options.length]!);
        room.move(phone, 'vote', { choices, spotAi: options.at(-1) });
        voters += 1;
      }
      await room.app.games.idle();
      const stageNumber = room.match.stageNumber;
      await room.tv.until(() => room.hostView()!.stageNumber !== stageNumber || room.hostView()!.game.current!.votedCount >= voters, 'the votes counted on the TV');
      if (room.match.stage === 'vote') await room.passStage();
      continue;
    }
    // The reveal names the authors and unmasks the AI.
    const reveal = room.hostView()!.game.reveal!;
    expect(reveal.answers.filter((a) => a.ai)).toHaveLength(1);
    if (reveal.outcome === 'voted') expect(reveal.answers.filter((a) => !a.ai).every((a) => a.playerId !== null)).toBe(true);
    reveals.push(reveal);
    await room.passStage();
  }
  return reveals;
}
