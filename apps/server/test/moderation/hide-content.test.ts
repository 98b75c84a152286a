/**
 * The host hides an answer from every screen: over real STOMP, the TV and the phones never get its
 * text again, also after the TV reloads and after the server restarts; only the host may hide, and
 * only what the game shows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dest } from '@snackparty/protocol';
import { RequipRoom, type Phone } from '../games/requip/requip-room';

const RUDE_BUT_ALLOWED = 'my neighbour Gary, honestly';

describe('hiding an answer', () => {
  let room: RequipRoom;

  beforeEach(async () => {
    room = await RequipRoom.open();
  });

  afterEach(async () => {
    await room.close();
  });

  async function toTheVote(): Promise<Phone[]> {
    await room.create({ textFilter: 'off' });
    const phones = await room.seat(['Ana', 'Ben', 'Cy']);
    await room.start();
    await room.seen();
    for (const phone of phones) {
      for (const [i, p] of room.view(phone)!.game.prompts.entries()) {
        room.move(phone, 'answer', { promptId: p.promptId, text: phone.alias === 'Ana' && i === 0 ? RUDE_BUT_ALLOWED : `${phone.alias} says ${i}` });
      }
    }
    await room.passTimeUntil(() => room.match.stage === 'vote', 'the vote');
    return phones;
  }

  /** Finds the vote whose prompt holds Ana's answer (the TV shows one prompt at a time). */
  async function voteOnAnasAnswer(): Promise<string> {
    for (let tries = 0; tries < 12; tries += 1) {
      const answer = room.hostView()!.game.current?.answers.find((a) => a.responseText === RUDE_BUT_ALLOWED);
      if (answer) return answer.promptResponseId;
      await room.passStage();
    }
    throw new Error('Ana’s answer never came to the vote');
  }

  it('never shows it again on the TV or any phone, and after the TV reloads', async () => {
    const phones = await toTheVote();
    const id = await voteOnAnasAnswer();

    room.tv.send(`/host/${room.code}/requestHideContent`, { contentId: id });
    await room.tv.until(() => room.hostView()!.game.current?.answers.find((a) => a.promptResponseId === id)?.hidden === true, 'the hidden answer');
    const shown = room.hostView()!.game.current!.answers.find((a) => a.promptResponseId === id)!;
    expect(shown).toEqual({ promptResponseId: id, responseText: '', hidden: true });
    await room.seen();
    const sinceHidden = room.tv.messages(dest.hostView(room.code)).length - 1;

    // Through the reveal and on: no view for the TV or a voter's phone holds it.
    await room.passTimeUntil(() => room.match.stage === 'reveal', 'the reveal');
    const reveal = room.hostView()!.game.reveal!;
    const revealed = reveal.answers.find((a) => a.promptResponseId === id)!;
    expect(revealed).toMatchObject({ responseText: '', hidden: true });
    // Its votes and points stay: hiding changes no score.
    expect(revealed.playerId).toBe(phones[0]!.seat.playerId);
    const tvSince = room.tv.messages(dest.hostView(room.code)).slice(sinceHidden);
    expect(JSON.stringify(tvSince)).not.toContain(RUDE_BUT_ALLOWED);
    for (const phone of phones.slice(1)) {
      const views = phone.client.messages(dest.playerView(room.code, phone.seat.playerId));
      expect(JSON.stringify(views.slice(-2))).not.toContain(RUDE_BUT_ALLOWED);
    }

    // The TV reloads: a new connection's first view keeps it hidden.
    const reloaded = await room.connect(room.host, 'host');
    await reloaded.subscribe(dest.hostView(room.code));
    await reloaded.until(() => reloaded.messages(dest.hostView(room.code)).length > 0, 'the reloaded TV’s view');
    expect(JSON.stringify(reloaded.messages(dest.hostView(room.code)))).not.toContain(RUDE_BUT_ALLOWED);
    expect(room.match.hidden).toEqual([id]);

    // A player cannot hide anything: the destination is the host's.
    const other = reveal.answers.find((a) => a.promptResponseId !== id)!.promptResponseId;
    phones[1]!.client.send(`/host/${room.code}/requestHideContent`, { contentId: other });
    await phones[1]!.client.until(() => phones[1]!.client.errors.length > 0, 'the refusal');
    expect(phones[1]!.client.errors[0]!.headers['message-key']).toBe('error.not_host');
    await room.app.games.idle();
    expect(room.match.hidden).toEqual([id]);
  });

  it('refuses what the game does not show, and hiding twice is no change', async () => {
    await toTheVote();
    const id = await voteOnAnasAnswer();
    await expect(room.app.games.hide(room.code, 'no-such-answer')).rejects.toMatchObject({ statusCode: 404, messageKey: 'error.nothing_to_hide' });
    await expect(room.app.games.hide(room.code, 'x'.repeat(65))).rejects.toMatchObject({ statusCode: 404 });
    await room.app.games.hide(room.code, id);
    await room.app.games.hide(room.code, id);
    expect(room.match.hidden).toEqual([id]);
  });
});
