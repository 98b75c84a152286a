/**
 * Nothing hidden leaves the server before the game reveals it: a player who may not know a secret
 * (the word of a drawing turn and who paints it, a fighter's picks, another bettor's bet, another
 * player's answer before its vote and its author before its reveal) walks every
 * REST route the app serves and listens on every topic it is allowed to hear, and finds none of it.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMON_TOPICS,
  HOST_TOPICS,
  PLAYER_TOPICS,
  compressDrawBatch,
  dest,
  type SessionPlayerDto,
} from '@snackparty/protocol';
import { MANIFESTS } from '@snackparty/games/manifests';
import { drawingStrokes, packs } from '../../src/db/schema';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { listRoutes } from '../helpers/routes';
import { TestStompClient } from '../helpers/stomp-client';

interface Member {
  alias: string;
  user: TestUser;
  seat: SessionPlayerDto;
}

/** One place where a secret was found: where it was heard or read, and the path inside the body. */
type Leak = string;

/** Walks a JSON value; `check` names what is secret about one node. */
function findLeaks(where: string, value: unknown, check: (node: unknown, key: string) => string | undefined, path = '$'): Leak[] {
  const found: Leak[] = [];
  const visit = (node: unknown, key: string, at: string) => {
    const problem = check(node, key);
    if (problem) found.push(`${where} ${at}: ${problem}`);
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, key, `${at}[${i}]`));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, k, `${at}.${k}`);
  };
  visit(value, '', path);
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('secrets before their reveal', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const members: Member[] = [];
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    members.length = 0;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await app.close();
  });

  async function seatPlayers(aliases: string[]) {
    const avatars = ['bagel', 'donut', 'tomato', 'pretzel', 'taco'];
    for (const [i, alias] of aliases.entries()) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatars[i]!);
      expect(res.statusCode).toBe(200);
      members.push({ alias, user, seat: res.json() as SessionPlayerDto });
    }
  }

  async function connect(user: TestUser, purpose: string, seat?: SessionPlayerDto): Promise<TestStompClient> {
    const headers: Record<string, string> = { gameCode: code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    return client;
  }

  /** Every destination of the room a client could name, for every player id in it. */
  function candidateTopics(playerIds: number[]): string[] {
    return [
      ...COMMON_TOPICS.map((t) => `/common/${code}/${t}`),
      ...HOST_TOPICS.map((t) => `/host/${code}/${t}`),
      ...PLAYER_TOPICS.map((t) => `/player/${code}/${t}`),
      // Every game's own notices and streams, whichever game the room plays.
      ...Object.values(MANIFESTS).flatMap((game) => game.topics.hostNotices.map((t) => dest.gameHost(game.slug, code, t))),
      dest.hostView(code),
      dest.move(code),
      ...playerIds.flatMap((id) => [
        dest.playerView(code, id),
        dest.playerKicked(code, id),
        ...Object.values(MANIFESTS).flatMap((game) => game.topics.streams.map((s) => dest.gameStream(game.slug, code, s.name, id))),
      ]),
      // Streams heard by slot (the sender's place), whoever sends.
      ...Object.values(MANIFESTS).flatMap((game) => game.topics.streams.flatMap((s) => [0, 1].map((slot) => dest.gameStreamSlot(game.slug, code, s.name, slot)))),
      dest.userErrors,
    ];
  }

  /**
   * Connects as this member and subscribes to every topic the server lets it hear (each tried on a
   * connection of its own first, since a refused subscription ends the connection).
   */
  async function listenEverywhere(member: Member, playerIds: number[]): Promise<{ client: TestStompClient; heard: string[] }> {
    const allowed: string[] = [];
    await Promise.all(
      candidateTopics(playerIds).map(async (topic) => {
        // A busy machine may drop a connect among dozens at once: the probe connects again (a refusal is not that).
        let probe = await connect(member.user, 'player', member.seat);
        for (let attempt = 0; attempt < 3 && !probe.connected && probe.errors.length === 0; attempt += 1) probe = await connect(member.user, 'player', member.seat);
        if (!probe.connected) throw new Error(`could not connect to try ${topic}`);
        const ok = await Promise.race([probe.subscribe(topic).then(() => true), probe.until(() => probe.closed || probe.errors.length > 0, topic, 3000).then(() => false)]);
        if (ok && !probe.closed && probe.errors.length === 0) allowed.push(topic);
        await probe.close();
      }),
    );
    const client = await connect(member.user, 'player', member.seat);
    for (const topic of allowed) await client.subscribe(topic);
    return { client, heard: allowed };
  }

  /** Calls every route the app serves as this member, with the room's ids filled in; returns each answer. */
  async function walkRest(member: Member, ids: { gameId: number; playerIds: number[]; userIds: number[] }) {
    const answers: Array<{ call: string; status: number; body: unknown }> = [];
    // Calls that would end the member's own seat or session are left out: the walk must not change who they are.
    const destructive = /\/quit$|\/logout$|deleteAccount$|\/destroy$/i;
    for (const route of listRoutes(app)) {
      if (destructive.test(route.url)) continue;
      const fills: Record<string, Array<string | number>> = {
        code: [code],
        playerId: ids.playerIds,
        id: route.url.startsWith('/api/v1/userProfile') ? ids.userIds : [1],
        gameId: [ids.gameId],
        sessionPlayerId: [member.seat.sessionPlayerId],
        provider: ['google'],
        canvas: [0, 1],
      };
      let urls = [route.url];
      for (const [name, values] of Object.entries(fills)) {
        if (!urls[0]!.includes(`:${name}`)) continue;
        urls = urls.flatMap((u) => values.map((v) => u.replace(`:${name}`, encodeURIComponent(String(v)))));
      }
      for (const path of urls) {
        const query = path.endsWith('/games') ? '?page=0' : path.endsWith('/getAll') ? '?language=en' : '';
        const res = await app.inject({
          method: route.method as 'GET',
          url: path + query,
          headers: member.user.auth,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: { gameCode: code, sessionPlayerId: member.seat.sessionPlayerId, playerId: member.seat.playerId, gameType: 'CANVAS_CLASH' } }),
        });
        expect(res.statusCode, `${route.method} ${path}`).toBeLessThan(500);
        let body: unknown = res.body;
        try {
          body = res.json();
        } catch {
          // Not JSON (a redirect, an empty answer): looked at as text.
        }
        answers.push({ call: `${route.method} ${path}`, status: res.statusCode, body });
      }
    }
    return answers;
  }

  describe('CANVAS_CLASH', () => {
    const WORD = 'Quetzalcoatlfeather';
    const word = new RegExp(WORD, 'i');

    // A room without a shared screen: its seats hear the most (every canvas's strokes), so a leak would show there.
    async function roomWithCustomWord() {
      code = await createRoom(app, host, 'CANVAS_CLASH', { hostType: 'HOST_AND_PLAY' });
      const [pack] = await app.database.db
        .insert(packs)
        .values({ ownerUserId: host.userId, name: 'secret', language: 'en', entries: [WORD, WORD, WORD, WORD, WORD] })
        .returning();
      const settings = await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { wordPackIds: [pack!.id] } } });
      expect(settings.statusCode).toBe(200);
      await seatPlayers(['Ann', 'Bob', 'Cid', 'Dan']);
    }

    const drawTopic = (painter: number) => dest.gameStream(MANIFESTS.CANVAS_CLASH.slug, code, MANIFESTS.CANVAS_CLASH.topics.streams[0]!.name, painter);
    const state = () =>
      app.games.matchOf(code)?.match.state as
        | { current: { turn: number; painters: [number, number]; word: string; drawingClosed: boolean; showPainters: boolean } | null }
        | undefined;
    const stageNumber = () => app.games.matchOf(code)!.match.stageNumber;

    it('a guesser finds neither the word nor the painters on any route or topic until the reveal', async () => {
      await roomWithCustomWord();
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));

      // Who will guess is only known once the game picks its painters: every seat listens everywhere
      // first, and what the two guessers heard is checked.
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      tv.send(`/host/${code}/startGame`);
      await tv.until(() => state()?.current?.drawingClosed === false, 'drawing open');
      const turn = state()!.current!;
      expect(turn.word).toBe(WORD);
      const painters = turn.painters;
      const [guesser, rightGuesser] = members.filter((m) => !painters.includes(m.seat.playerId));
      const painterUsers = members.filter((m) => painters.includes(m.seat.playerId));

      // Both painters paint; one guesser gets it right (and so may know the word), the other guesses wrong.
      for (const [i, painter] of painters.entries()) {
        phones.get(painter)!.send(drawTopic(painter), compressDrawBatch({
          turn: turn.turn,
          seq: 0,
          width: 400,
          height: 400,
          ops: [{ op: 'line', id: 0, brushColor: '#112233', brushRadius: 5, points: [{ x: 10 + i, y: 10 }, { x: 60, y: 90 }], end: true }],
        }));
      }
      phones.get(rightGuesser!.seat.playerId)!.send(dest.move(code), { move: 'guess', payload: { text: WORD.toLowerCase() }, stageNumber: stageNumber() });
      phones.get(guesser!.seat.playerId)!.send(dest.move(code), { move: 'guess', payload: { text: 'lamp' }, stageNumber: stageNumber() });
      const game = app.games.matchOf(code)!;
      // The strokes are stored while they are painted: a history or gallery could hand them out now.
      const deadline = Date.now() + 8000;
      while (new Set((await app.database.db.select().from(drawingStrokes).where(eq(drawingStrokes.gameId, game.gameId))).map((r) => r.painterPlayerId)).size < 2) {
        if (Date.now() > deadline) throw new Error('the drawings were never saved');
        await pause(100);
      }

      const guesserEar = ears.get(guesser!.seat.playerId)!;
      const secretOf = (node: unknown, key: string): string | undefined => {
        if (typeof node === 'string' && word.test(node)) return 'the word';
        if (/^painter(s|PlayerId|Alias|AvatarSrc)?$/.test(key) && node !== null && !(Array.isArray(node) && node.length === 0)) return `painters (${key})`;
        if (key === 'canvases' && Array.isArray(node) && node.some((c) => c && typeof c === 'object' && 'playerId' in c)) return 'who paints which canvas';
        if (key === 'role' && node === 'painter') return 'a painter\'s role';
        return undefined;
      };
      const walkAndListen = async (moment: string) => {
        await app.games.idle();
        const answers = await walkRest(guesser!, { gameId: game.gameId, playerIds, userIds: [guesser!.user.userId, ...painterUsers.map((p) => p.user.userId), host.userId] });
        await pause(200);
        const leaks = [
          ...answers.flatMap((a) => findLeaks(`${moment}: ${a.call} (${a.status})`, a.body, secretOf)),
          ...guesserEar.client.received.flatMap((m) => findLeaks(`${moment}: heard on ${m.destination}`, m.body, secretOf)),
        ];
        return { answers, leaks };
      };

      // While the turn is painted.
      const drawing = await walkAndListen('draw');
      expect(drawing.answers.length).toBeGreaterThan(40);
      expect(guesserEar.heard).toContain(dest.playerView(code, guesser!.seat.playerId));
      expect(guesserEar.client.messages(dest.playerView(code, guesser!.seat.playerId)).length).toBeGreaterThan(0);
      // The guesser follows both canvases, by canvas: no topic it may hear names a painter.
      const canvasTopic = (canvas: number) => dest.gameStreamSlot(MANIFESTS.CANVAS_CLASH.slug, code, MANIFESTS.CANVAS_CLASH.topics.streams[0]!.name, canvas);
      expect(guesserEar.client.messages(canvasTopic(0)).length + guesserEar.client.messages(canvasTopic(1)).length).toBe(2);
      expect(guesserEar.heard.filter((topic) => painters.some((p) => topic === drawTopic(p)))).toEqual([]);
      expect(drawing.leaks).toEqual([]);

      // Drawing closed, right guessers credit a canvas: still secret for the guesser who missed it.
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => state()?.current?.drawingClosed === true && app.games.matchOf(code)!.match.stage === 'credit', 'credit stage');
      expect((await walkAndListen('credit')).leaks).toEqual([]);

      // The right guesser, and the painters, were told the word: the walk does tell secrets it is shown.
      const rightEar = ears.get(rightGuesser!.seat.playerId)!;
      expect(rightEar.client.received.some((m) => findLeaks('', m.body, secretOf).length > 0)).toBe(true);

      // At the reveal the word and painters are everyone's: the same walk finds them now.
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => state()?.current?.showPainters === true, 'reveal');
      const revealed = await walkAndListen('reveal');
      expect(revealed.leaks.some((l) => l.includes('the word'))).toBe(true);
      expect(revealed.leaks.some((l) => l.includes('/gallery') || l.includes('/games/'))).toBe(true);
    }, 60_000);
  });

  describe('SYNC_THINK', () => {
    it('a player finds no other player\'s answer on any route or topic until the level is revealed', async () => {
      code = await createRoom(app, host, 'SYNC_THINK');
      await seatPlayers(['Ann', 'Bob', 'Cid']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      const ANSWER = 'Zanzibarmarmalade';
      const answer = new RegExp(ANSWER, 'i');
      tv.send(`/host/${code}/startGame`);
      await tv.until(() => app.games.matchOf(code)?.match.stage === 'answer', 'the answer stage');
      const [ann, , cid] = members;
      phones.get(ann!.seat.playerId)!.send(dest.move(code), { move: 'submitWord', payload: { word: ANSWER }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      await tv.until(() => JSON.stringify(app.games.matchOf(code)!.match.state).includes(ANSWER.toLowerCase()) || JSON.stringify(app.games.matchOf(code)!.match.state).includes(ANSWER), 'the answer in');
      await app.games.idle();

      const secretOf = (node: unknown) => (typeof node === 'string' && answer.test(node) ? 'Ann\'s answer' : undefined);
      const walk = async (who: Member) => {
        const answers = await walkRest(who, { gameId: app.games.matchOf(code)!.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
        await pause(200);
        return [
          ...answers.flatMap((x) => findLeaks(`${x.call} (${x.status})`, x.body, secretOf)),
          ...ears.get(who.seat.playerId)!.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, m.body, secretOf)),
        ];
      };
      expect(await walk(cid!)).toEqual([]);
      // Ann is shown her own word, and at the reveal everyone is: the same walk finds it then.
      expect(ears.get(ann!.seat.playerId)!.client.received.some((m) => findLeaks('', m.body, secretOf).length > 0)).toBe(true);
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => app.games.matchOf(code)?.match.stage === 'reveal', 'the reveal');
      await app.games.idle();
      expect((await walk(cid!)).length).toBeGreaterThan(0);
    }, 60_000);
  });

  describe('REQUIP', () => {
    type Prompt = { id: string; authors: number[]; answers: Record<number, string>; entries: unknown[] | null };
    const requipState = () => app.games.matchOf(code)?.match.state as { prompts: Prompt[]; current: number } | undefined;
    const stage = () => app.games.matchOf(code)?.match.stage;

    it('a player finds neither another\'s answer before its vote nor its author before its reveal, on any route or topic', async () => {
      code = await createRoom(app, host, 'REQUIP');
      await seatPlayers(['Ann', 'Bob', 'Cid', 'Dan']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      tv.send(`/host/${code}/startGame`);
      await tv.until(() => stage() === 'answer' && (requipState()?.prompts.length ?? 0) === 4, 'the answer stage');
      const [ann] = members;
      const annId = ann!.seat.playerId;
      const annPrompts = requipState()!.prompts.filter((p) => p.authors.includes(annId));
      // Four in a circle: the player across from Ann shares no prompt with her, and votes on both of hers.
      const walker = members.find((m) => m.seat.playerId !== annId && !annPrompts.some((p) => p.authors.includes(m.seat.playerId)))!;
      const secretText = (promptId: string) => `Zanzibarmarmalade ${promptId.replace('-', ' ')}`;
      const answerMove = (promptId: string, text: string) => ({ move: 'answer', payload: { promptId, text }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      for (const p of annPrompts) phones.get(annId)!.send(dest.move(code), answerMove(p.id, secretText(p.id)));
      await tv.until(() => annPrompts.every((p) => requipState()!.prompts.find((x) => x.id === p.id)!.answers[annId] !== undefined), 'Ann’s answers in');
      await app.games.idle();

      const ids = () => ({ gameId: app.games.matchOf(code)!.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
      /** What was heard, without the reveals of prompts other than `current` (already public when heard). */
      const withoutOtherReveals = (body: unknown, current: string | undefined): unknown => {
        const game = (body as { game?: { reveal?: { promptId?: string } | null } } | undefined)?.game;
        if (!game?.reveal || game.reveal.promptId === current) return body;
        return { ...(body as object), game: { ...game, reveal: null } };
      };
      const walk = async (who: Member, secretOf: (node: unknown, key: string) => string | undefined, current?: string) => {
        await app.games.idle();
        const answers = await walkRest(who, ids());
        await pause(200);
        return [
          ...answers.flatMap((x) => findLeaks(`${x.call} (${x.status})`, x.body, secretOf)),
          ...ears.get(who.seat.playerId)!.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, withoutOtherReveals(m.body, current), secretOf)),
        ];
      };
      const anyAnswerOfAnn = (node: unknown) => (typeof node === 'string' && /Zanzibarmarmalade/i.test(node) ? 'Ann’s answer' : undefined);

      // While answering: nobody but Ann has seen her answers, not even the player she shares a prompt with.
      expect(await walk(walker, anyAnswerOfAnn)).toEqual([]);
      const partner = members.find((m) => m.seat.playerId !== annId && annPrompts[0]!.authors.includes(m.seat.playerId))!;
      expect(await walk(partner, anyAnswerOfAnn)).toEqual([]);
      // Ann sees her own: the detector finds answers where they are shown.
      expect(ears.get(annId)!.client.received.some((m) => findLeaks('', m.body, anyAnswerOfAnn).length > 0)).toBe(true);

      // Everyone else answers; the votes begin. The host skips on until one of Ann's prompts is on the screen.
      for (const m of members.filter((x) => x.seat.playerId !== annId)) {
        for (const p of requipState()!.prompts.filter((x) => x.authors.includes(m.seat.playerId))) phones.get(m.seat.playerId)!.send(dest.move(code), answerMove(p.id, `${m.alias} writes ${p.id}`));
      }
      await tv.until(() => stage() === 'vote', 'the first vote');
      const annOnScreen = () => annPrompts.find((p) => requipState()!.prompts[requipState()!.current]?.id === p.id);
      while (!(stage() === 'vote' && annOnScreen())) {
        const before = app.games.matchOf(code)!.match.stageNumber;
        tv.send(`/host/${code}/requestSkipTimer`);
        await tv.until(() => app.games.matchOf(code)!.match.stageNumber !== before, 'the next stage');
      }
      const shown = annOnScreen()!;
      const unseen = annPrompts.filter((p) => p.id !== shown.id && !requipState()!.prompts.find((x) => x.id === p.id)!.entries);
      const authorSecret = (node: unknown, key: string): string | undefined => {
        if (typeof node === 'string' && unseen.some((p) => node.includes(secretText(p.id)))) return 'an answer not yet on the screen';
        if (key === 'ai' && node === true) return 'the AI unmasked';
        if ((key === 'authors' || key === 'author') && node !== null && !(Array.isArray(node) && node.length === 0)) return `authors (${key})`;
        if ((key === 'playerIdsWithChoice' || key === 'playerIdsSpotAi') && Array.isArray(node) && node.length > 0) return 'who voted for what';
        if (node && typeof node === 'object' && !Array.isArray(node)) {
          const values = Object.values(node);
          const names = 'playerId' in node && (node as { playerId: unknown }).playerId !== null;
          if (names && values.some((v) => typeof v === 'string' && v.includes(secretText(shown.id)))) return 'the author of an answer';
        }
        return undefined;
      };
      // Ann's answer is on the screen now, without its author: the walker may read it, not learn whose it is.
      await app.games.idle();
      const voteView = app.games.playerViewOf(code, walker.seat.playerId) as { game: { current: { answers: Array<{ responseText: string }> } } };
      expect(voteView.game.current.answers.map((a) => a.responseText)).toContain(secretText(shown.id));
      expect(await walk(walker, authorSecret, shown.id)).toEqual([]);

      // The reveal names the authors and unmasks the AI: the same walk finds them now.
      const voting = app.games.matchOf(code)!.match.stageNumber;
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => app.games.matchOf(code)!.match.stageNumber !== voting && stage() === 'reveal', 'the reveal');
      const revealed = await walk(walker, authorSecret, shown.id);
      expect(revealed.some((l) => l.includes('the author of an answer'))).toBe(true);
      expect(revealed.some((l) => l.includes('the AI unmasked'))).toBe(true);
    }, 90_000);
  });

  describe('SNAPTION', () => {
    const stage = () => app.games.matchOf(code)?.match.stage;

    it('a player finds neither another\'s caption before the vote nor its author before the reveal, on any route or topic', async () => {
      code = await createRoom(app, host, 'SNAPTION');
      await seatPlayers(['Ann', 'Bob', 'Cid']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      const CAPTION = 'Zanzibarmarmalade on the beach';
      tv.send(`/host/${code}/startGame`);
      await tv.until(() => stage() === 'caption', 'the caption stage');
      const [ann, bob, cid] = members;
      const caption = (m: Member, text: string) => phones.get(m.seat.playerId)!.send(dest.move(code), { move: 'caption', payload: { text }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      caption(ann!, CAPTION);
      await tv.until(() => JSON.stringify(app.games.matchOf(code)!.match.state).includes(CAPTION), 'Ann’s caption in');
      await app.games.idle();

      const walk = async (who: Member, secretOf: (node: unknown, key: string) => string | undefined) => {
        await app.games.idle();
        const answers = await walkRest(who, { gameId: app.games.matchOf(code)!.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
        await pause(200);
        return [
          ...answers.flatMap((x) => findLeaks(`${x.call} (${x.status})`, x.body, secretOf)),
          ...ears.get(who.seat.playerId)!.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, m.body, secretOf)),
        ];
      };
      const annsCaption = (node: unknown) => (typeof node === 'string' && node.includes(CAPTION) ? 'Ann’s caption' : undefined);
      expect(await walk(cid!, annsCaption)).toEqual([]);
      // Ann is shown her own: the detector finds it where it is shown.
      expect(ears.get(ann!.seat.playerId)!.client.received.some((m) => findLeaks('', m.body, annsCaption).length > 0)).toBe(true);

      // The others caption; the vote shows the captions without their authors.
      caption(bob!, 'Bob writes something');
      caption(cid!, 'Cid writes something else');
      await tv.until(() => stage() === 'vote', 'the vote');
      const authorOfAnns = (node: unknown, key: string): string | undefined => {
        if ((key === 'playerIdsWithChoice' || key === 'playerIdsPredicted') && Array.isArray(node) && node.length > 0) return 'who voted for what';
        if (node && typeof node === 'object' && !Array.isArray(node)) {
          const entries = Object.entries(node as Record<string, unknown>);
          const named = entries.some(([k, v]) => (k === 'playerId' || k === 'author') && typeof v === 'number');
          if (named && entries.some(([, v]) => typeof v === 'string' && v.includes(CAPTION))) return 'the author of Ann’s caption';
        }
        return undefined;
      };
      const voteView = JSON.stringify(app.games.playerViewOf(code, cid!.seat.playerId));
      expect(voteView).toContain(CAPTION);
      expect(await walk(cid!, authorOfAnns)).toEqual([]);

      // The reveal names the authors: the same walk finds Ann's now.
      const voting = app.games.matchOf(code)!.match.stageNumber;
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => app.games.matchOf(code)!.match.stageNumber !== voting && stage() === 'reveal', 'the reveal');
      expect((await walk(cid!, authorOfAnns)).some((l) => l.includes('the author of Ann’s caption'))).toBe(true);
    }, 90_000);
  });

  describe('AB_THINKING', () => {
    const stage = () => app.games.matchOf(code)?.match.stage;

    it('a player finds no other player\'s pick or prediction on any route or topic until the split is shown', async () => {
      code = await createRoom(app, host, 'AB_THINKING');
      await seatPlayers(['Ann', 'Bob', 'Cid', 'Dan']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      tv.send(`/host/${code}/startGame`);
      await tv.until(() => stage() === 'question', 'the first question');
      const [ann, , cid] = members;
      const annId = ann!.seat.playerId;
      // An unusual prediction, to be recognised wherever it would show.
      phones.get(annId)!.send(dest.move(code), { move: 'answer', payload: { pick: 'B', prediction: 37 }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      await tv.until(() => JSON.stringify(app.games.matchOf(code)!.match.state).includes('37'), 'Ann’s answer in');
      await app.games.idle();

      /** Anything that says what Ann picked or predicted: her pick or prediction next to her id, or any pick count. */
      const annsAnswer = (node: unknown, key: string): string | undefined => {
        if ((key === 'picks' || key === 'countA' || key === 'countB' || key === 'shareA') && node !== null && node !== undefined) return `the split (${key})`;
        if (node && typeof node === 'object' && !Array.isArray(node)) {
          const o = node as Record<string, unknown>;
          if (o.playerId === annId && (('pick' in o && o.pick !== null) || ('prediction' in o && o.prediction !== null))) return 'Ann’s pick or prediction';
          if (String(annId) in o) {
            const mine = o[String(annId)] as Record<string, unknown> | null;
            if (mine && typeof mine === 'object' && (mine.pick !== undefined || mine.prediction !== undefined)) return 'Ann’s answer by id';
          }
        }
        return undefined;
      };
      const walk = async (who: Member) => {
        await app.games.idle();
        const answers = await walkRest(who, { gameId: app.games.matchOf(code)!.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
        await pause(200);
        return [
          ...answers.flatMap((x) => findLeaks(`${x.call} (${x.status})`, x.body, annsAnswer)),
          ...ears.get(who.seat.playerId)!.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, m.body, annsAnswer)),
        ];
      };
      expect(await walk(cid!)).toEqual([]);

      // Once the question closes the split and then every prediction are shown: the walk finds Ann's.
      while (stage() !== 'predictions') {
        const before = app.games.matchOf(code)!.match.stageNumber;
        tv.send(`/host/${code}/requestSkipTimer`, { stageNumber: before });
        await tv.until(() => app.games.matchOf(code)!.match.stageNumber !== before, 'the next stage');
      }
      expect((await walk(cid!)).length).toBeGreaterThan(0);
    }, 90_000);
  });

  describe('RPS_SHOOT', () => {
    it('a bettor finds neither the fighters\' picks nor another bettor\'s bet on any route or topic until the reveal', async () => {
      code = await createRoom(app, host, 'RPS_SHOOT');
      await seatPlayers(['Ann', 'Bob', 'Cid', 'Dan']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));

      const state = () => app.games.matchOf(code)?.match.state as { turns: Array<{ playerId: number; move1: string }> | null; current: unknown } | undefined;
      tv.send(`/host/${code}/startGame`);
      await tv.until(() => !!state()?.turns && app.games.matchOf(code)!.match.stage === 'pick', 'a battle');
      const [a, b] = state()!.turns!.map((t) => t.playerId) as [number, number];
      const [bettor, otherBettor] = members.filter((m) => m.seat.playerId !== a && m.seat.playerId !== b);
      const stageNumber = app.games.matchOf(code)!.match.stageNumber;
      phones.get(a)!.send(dest.move(code), { move: 'pick', payload: { moves: ['SCISSORS', 'SCISSORS', 'PAPER'] }, stageNumber });
      // Fighter B has not locked in yet, so the battle stays in its pick stage.
      phones.get(b)!.send(dest.move(code), { move: 'pick', payload: { moves: ['ROCK', 'PAPER'] }, stageNumber });
      phones.get(otherBettor!.seat.playerId)!.send(dest.move(code), { move: 'bet', payload: { expectedResult: 'TIE' }, stageNumber });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await app.games.idle();
      expect((state()!.turns![0] as { move1: string }).move1).toBe('SCISSORS');

      const secretOf = (node: unknown, key: string): string | undefined => {
        if (/^move[123]$/.test(key) && node !== 'NOTHING' && node !== null) return `a pick (${key})`;
        if ((key === 'moves' || key === 'myPicks') && Array.isArray(node) && node.length > 0) return 'picks';
        if (node && typeof node === 'object' && 'expectedResult' in node && (node as { playerId?: unknown }).playerId !== bettor!.seat.playerId) return 'another bettor\'s bet';
        return undefined;
      };
      const ear = ears.get(bettor!.seat.playerId)!;
      const answers = await walkRest(bettor!, { gameId: app.games.matchOf(code)!.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const leaks = [
        ...answers.flatMap((x) => findLeaks(`${x.call} (${x.status})`, x.body, secretOf)),
        ...ear.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, m.body, secretOf)),
      ];
      expect(answers.length).toBeGreaterThan(40);
      expect(leaks).toEqual([]);

      // The fighter hears their own picks: the detector does find picks where they are shown.
      const fighterEar = ears.get(a)!;
      expect(fighterEar.client.received.some((m) => findLeaks('', m.body, secretOf).length > 0)).toBe(true);
    }, 60_000);
  });
  describe('HIDE_AND_PEEK', () => {
    const slug = MANIFESTS.HIDE_AND_PEEK.slug;
    const locationStream = (id: number) => dest.gameStream(slug, code, MANIFESTS.HIDE_AND_PEEK.topics.streams[0]!.name, id);
    const state = () => app.games.matchOf(code)?.match.state as { current: { hiders: number[]; spots: Record<number, string | null> } | null } | undefined;
    const stage = () => app.games.matchOf(code)?.match.stage;
    /** Where the hider stands once the others close their eyes: on no spot's outline, so it can only come from the stream. */
    const HIDING = { x: 1563, y: 707 };

    /** A body without the scene itself: every view and `fetchSpots` list the eight spots and where they lie. */
    const withoutScene = (body: unknown): unknown =>
      JSON.parse(JSON.stringify(body ?? null, (key, value: unknown) => (key === 'spots' && Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'colour' in v) ? undefined : value)));
    const secretOf = (node: unknown, key: string): string | undefined => {
      if (node === 'house6') return 'the spot';
      if (key === 'x' && node === HIDING.x) return 'the hider’s position after hiding';
      if (node && typeof node === 'object' && (node as { y?: unknown }).y === HIDING.y) return 'the hider’s position after hiding';
      return undefined;
    };

    it('neither a guesser nor the host screen finds the spot before the reveal, nor the hider’s position after hiding, on any route or topic', async () => {
      code = await createRoom(app, host, 'HIDE_AND_PEEK');
      await seatPlayers(['Ann', 'Bob', 'Cid', 'Dan']);
      const playerIds = members.map((m) => m.seat.playerId);
      const tv = await connect(host, 'host');
      const phones = new Map<number, TestStompClient>();
      for (const m of members) phones.set(m.seat.playerId, await connect(m.user, 'player', m.seat));
      const ears = new Map<number, Awaited<ReturnType<typeof listenEverywhere>>>();
      for (const m of members) ears.set(m.seat.playerId, await listenEverywhere(m, playerIds));
      // The host screen listens wherever it may, too: it is what the whole room looks at.
      const tvTopics: string[] = [];
      for (const topic of candidateTopics(playerIds)) {
        const probe = await connect(host, 'host');
        const ok = await Promise.race([probe.subscribe(topic).then(() => true), probe.until(() => probe.closed || probe.errors.length > 0, topic, 3000).then(() => false)]);
        if (ok && !probe.closed && probe.errors.length === 0) tvTopics.push(topic);
        await probe.close();
      }
      const tvEar = await connect(host, 'host');
      for (const topic of tvTopics) await tvEar.subscribe(topic);
      expect(tvTopics).toContain(dest.gameHost(slug, code, 'playerLocationSet'));

      tv.send(`/host/${code}/startGame`);
      await tv.until(() => stage() === 'move' && !!state()?.current, 'the walk');
      const hiderId = state()!.current!.hiders[0]!;
      const hiderPhone = phones.get(hiderId)!;
      const guesser = members.find((m) => m.seat.playerId !== hiderId)!;

      // The walk everyone watches: the host screen hears it (the detector would find such a position).
      hiderPhone.send(locationStream(hiderId), { x: HIDING.x, y: 300 });
      await tvEar.until(() => tvEar.received.some((m) => findLeaks('', withoutScene(m.body), secretOf).length > 0), 'the walk on the host screen');
      expect(tvEar.received.filter((m) => findLeaks('', withoutScene(m.body), secretOf).length > 0).map((m) => m.destination)).toEqual([dest.gameHost(slug, code, 'playerLocationSet')]);
      const heardWhileWalking = tvEar.received.length;

      // Everyone closes their eyes: the hider walks to its spot and hides; a guesser peeks elsewhere.
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => stage() === 'hide', 'the hide stage');
      for (let i = 0; i < 5; i++) hiderPhone.send(locationStream(hiderId), HIDING);
      await pause(300);
      hiderPhone.send(dest.move(code), { move: 'submitSpot', payload: { spotName: 'house6' }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      await tv.until(() => stage() === 'peek', 'the peeks');
      phones.get(guesser.seat.playerId)!.send(dest.move(code), { move: 'submitGuess', payload: { spotName: 'house1' }, stageNumber: app.games.matchOf(code)!.match.stageNumber });
      await tv.until(() => JSON.stringify(app.games.matchOf(code)!.match.state).includes('"house1"'), 'the peek in');
      expect(state()!.current!.spots[hiderId]).toBe('house6');

      const game = app.games.matchOf(code)!;
      const walkAndListen = async (who: Member) => {
        await app.games.idle();
        const answers = await walkRest(who, { gameId: game.gameId, playerIds, userIds: members.map((m) => m.user.userId) });
        await pause(200);
        return [
          ...answers.flatMap((a) => findLeaks(`${a.call} (${a.status})`, withoutScene(a.body), secretOf)),
          ...ears.get(who.seat.playerId)!.client.received.flatMap((m) => findLeaks(`heard on ${m.destination}`, withoutScene(m.body), secretOf)),
        ];
      };
      expect(await walkAndListen(guesser)).toEqual([]);
      // The host screen's own calls, and all it heard since the walk ended.
      const tvCalls = ['/api/v1/host/:code', ...['fetchTurnOrder', 'fetchSpots', 'fetchGuesses', 'positions'].map((c) => `/api/v1/${slug}/:code/${c}`)];
      const tvLeaks: Leak[] = [];
      for (const call of tvCalls) {
        const res = await app.inject({ method: 'GET', url: call.replace(':code', code), headers: host.auth });
        expect(res.statusCode, call).toBe(200);
        tvLeaks.push(...findLeaks(call, withoutScene(res.json()), secretOf));
      }
      tvLeaks.push(...tvEar.received.slice(heardWhileWalking).flatMap((m) => findLeaks(`heard on ${m.destination}`, withoutScene(m.body), secretOf)));
      expect(tvLeaks).toEqual([]);
      // The hider's own phone is shown its spot: the detector finds the spot where it is shown.
      expect(ears.get(hiderId)!.client.received.some((m) => findLeaks('', withoutScene(m.body), secretOf).length > 0)).toBe(true);

      // At the reveal the spot is everyone's: the host screen hears it now.
      tv.send(`/host/${code}/requestSkipTimer`);
      await tv.until(() => stage() === 'reveal', 'the reveal');
      await tvEar.until(() => tvEar.received.some((m) => m.destination.endsWith('/revealHidingSpot')), 'the reveal on the host screen');
      expect(tvEar.received.filter((m) => m.destination.endsWith('/revealHidingSpot')).flatMap((m) => findLeaks('', m.body, secretOf))).not.toEqual([]);
      expect((await walkAndListen(guesser)).some((l) => l.includes('the spot'))).toBe(true);
    }, 90_000);
  });
});
