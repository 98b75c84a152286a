/**
 * The room's profanity filter on the whole app over real STOMP: names at the door, answers in a game,
 * the host's own prompts, and the audience's names; masked in a room that masks, refused with
 * `error.text_refused` in a strict one, as typed with the filter off.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dest, type SessionPlayerDto } from '@snackparty/protocol';
import { guest, join } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';
import { RequipRoom } from '../games/requip/requip-room';

describe('the room’s profanity filter', () => {
  let room: RequipRoom;

  beforeEach(async () => {
    room = await RequipRoom.open();
  });

  afterEach(async () => {
    await room.close();
  });

  async function joinAs(alias: string, avatar = 'taco') {
    const user = await guest(room.app);
    return join(room.app, user, room.code, alias, avatar);
  }

  it('masks a rude name when the room masks, refuses it when strict, and lets it be when off', async () => {
    await room.create();
    // A room that never chose masks.
    const masked = await joinAs('Shit Head');
    expect(masked.statusCode, masked.body).toBe(200);
    expect((masked.json() as SessionPlayerDto).alias).toBe('**** Head');

    await room.settings({ textFilter: 'strict' });
    const refused = await joinAs('Fuck Face', 'donut');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ messageKey: 'error.text_refused' });
    // Ordinary names and places that hold a rude substring pass a strict room.
    for (const [alias, avatar] of [['Dick Van Dyke', 'sushi'], ['Scunthorpe', 'bagel']] as const) {
      const res = await joinAs(alias, avatar);
      // "Dick" is a name and a rude word alike: the strict room refuses it, Scunthorpe passes.
      if (alias === 'Scunthorpe') expect(res.statusCode, res.body).toBe(200);
      else expect(res.statusCode).toBe(422);
    }

    await room.settings({ textFilter: 'off' });
    const asTyped = await joinAs('Shit Happens', 'pretzel');
    expect(asTyped.statusCode, asTyped.body).toBe(200);
    expect((asTyped.json() as SessionPlayerDto).alias).toBe('Shit Happens');
  });

  it('family mode masks even when the filter is off', async () => {
    await room.create({ textFilter: 'off', familyMode: true });
    const res = await joinAs('Bitch');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SessionPlayerDto).alias).toBe('*****');
  });

  it('refuses a rude answer in a strict room and takes it back as the player rewrites it; masks it in a masking room', async () => {
    await room.create({ textFilter: 'strict' });
    const phones = await room.seat(['Ana', 'Ben', 'Cy']);
    await room.start();
    await room.seen();
    const [ana, ben] = phones as [(typeof phones)[0], (typeof phones)[0]];
    const prompt = room.view(ana)!.game.prompts[0]!;
    room.move(ana, 'answer', { promptId: prompt.promptId, text: 'a big pile of sh1t' });
    await ana.client.until(() => ana.client.messages(dest.userErrors).length > 0, 'the refusal');
    expect(ana.client.messages(dest.userErrors)[0]).toMatchObject({ messageKey: 'error.text_refused' });
    expect(room.view(ana)!.game.prompts[0]!.existingAnswer ?? null).toBeNull();
    room.move(ana, 'answer', { promptId: prompt.promptId, text: 'a big pile of socks' });
    await ana.client.until(() => room.view(ana)!.game.prompts[0]!.existingAnswer === 'a big pile of socks', 'the clean answer');
    // Nothing else was refused: the other players play on undisturbed.
    expect(ben.client.messages(dest.userErrors)).toHaveLength(0);
    expect(JSON.stringify(room.match.state)).not.toContain('sh1t');
  });

  it('masks a rude answer in a masking room: the rules, the TV and the other phones only ever see the mask', async () => {
    await room.create({ textFilter: 'moderate' });
    const phones = await room.seat(['Ana', 'Ben', 'Cy']);
    await room.start();
    await room.seen();
    const ana = phones[0]!;
    const prompt = room.view(ana)!.game.prompts[0]!;
    room.move(ana, 'answer', { promptId: prompt.promptId, text: 'what the fuck' });
    await ana.client.until(() => room.view(ana)!.game.prompts[0]!.existingAnswer !== undefined && room.view(ana)!.game.prompts[0]!.existingAnswer !== null, 'the masked answer');
    expect(room.view(ana)!.game.prompts[0]!.existingAnswer).toBe('what the ****');
    expect(JSON.stringify(room.match.state)).not.toContain('fuck');
  });

  it('leaves a host’s rude prompts out of a room that filters', async () => {
    await room.create();
    const pack = await room.categoryPack(['Name a shitty gift', 'Name a lovely gift', 'Name a big gift', 'Name a small gift', 'Name a red gift', 'Name a blue gift']);
    await room.settings({ requipSettings: { categoryPackIds: [pack] } });
    await room.seat(['Ana', 'Ben', 'Cy']);
    await room.start();
    const custom = (room.match.state as { customPrompts?: string[] }).customPrompts;
    expect(custom).toEqual(expect.arrayContaining(['Name a lovely gift', 'Name a big gift', 'Name a small gift', 'Name a red gift', 'Name a blue gift']));
    expect(custom).not.toContain('Name a shitty gift');
  });

  it('masks or refuses an audience member’s name as the room says', async () => {
    await room.create({ textFilter: 'strict' });
    const url = `ws://127.0.0.1:${(room.app.server.address() as { port: number }).port}/gametje`;
    const user = await guest(room.app);
    const connect = (name: string) => TestStompClient.connect(url, { gameCode: room.code, purpose: 'audience', audienceName: name, Authorization: `Bearer ${user.token}` });
    const refused = await connect('Ass Hat');
    expect(refused.connected).toBe(false);
    expect(refused.errors[0]?.headers['message-key']).toBe('error.text_refused');
    await room.settings({ textFilter: 'moderate' });
    const masked = await connect('Ass Hat');
    expect(masked.connected, JSON.stringify(masked.errors.map((e) => e.headers))).toBe(true);
    await masked.close();
  });
});
