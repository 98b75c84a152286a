import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGE_KEYS,
  API_BASE,
  LANGUAGES,
  REST,
  MESSAGE_KEYS,
  WORD_PACKS_PER_USER,
  WORD_PACK_MESSAGE_KEYS,
  wordPackAddSchema,
  wordPackUpdateSchema,
  type MessageKey,
  type WordPackMessageKey,
} from '@snackparty/protocol';
import { AppError, errors } from '../errors';
import type { WordPackRepository } from '../drawings/word-pack-repository';
import { assertUsableWordPacks, toWordPackDto, wordPackError } from '../drawings/word-packs';
import { MAX_ID, idParam, params } from './params';

const idParams = z.object({ id: idParam });
const listQuery = z.object({
  language: z.enum(LANGUAGES).optional(),
  otherUserId: idParam.optional(),
});

/** The field a refused pack fails on, as a message key the web translates. */
function issueKey(issue: z.core.$ZodIssue): WordPackMessageKey {
  const [field] = issue.path;
  if (field === 'name') return WORD_PACK_MESSAGE_KEYS.nameInvalid;
  if (field === 'language') return WORD_PACK_MESSAGE_KEYS.languageInvalid;
  if (field === 'words' && issue.path.length === 1) {
    if (issue.code === 'too_small') return WORD_PACK_MESSAGE_KEYS.tooFewWords;
    if (issue.code === 'too_big') return WORD_PACK_MESSAGE_KEYS.tooManyWords;
  }
  return WORD_PACK_MESSAGE_KEYS.wordInvalid;
}

function parsePack<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const details = issues.map((i) => ({ path: i.path.join('.'), messageKey: issueKey(i), message: i.message }));
  if (issues.some((i) => i.path[0] === 'id')) throw errors.invalid(details);
  throw wordPackError(422, issueKey(issues[0]!), 'The word pack is not valid', details);
}

/** Word packs for CANVAS_CLASH (spec section 7, Packs): users keep their own words and may share them. */
export async function wordPackRoutes(app: FastifyInstance, { packs }: { packs: WordPackRepository }) {
  async function accountHolder(request: FastifyRequest) {
    const principal = await request.requirePrincipal();
    if (principal.isGuest) throw new AppError(403, ACCOUNT_MESSAGE_KEYS.guestNotAllowed as unknown as MessageKey, 'Word packs need an account');
    return principal;
  }
  async function ownPack(request: FastifyRequest, id: number) {
    const principal = await request.requirePrincipal();
    const pack = id <= MAX_ID ? await packs.find(id) : undefined;
    if (!pack) throw new AppError(404, MESSAGE_KEYS.notFound, 'No such word pack');
    if (pack.ownerUserId !== principal.userId) throw errors.forbidden('This word pack belongs to someone else');
    return pack;
  }

  app.get('/wordPack/get/:id', async (request) => {
    const { id } = params(idParams, request.params);
    const principal = await request.requirePrincipal();
    const pack = await packs.find(id);
    if (!pack) throw new AppError(404, MESSAGE_KEYS.notFound, 'No such word pack');
    if (pack.ownerUserId !== principal.userId && !pack.isPublic) throw errors.forbidden('This word pack is private');
    return toWordPackDto(pack);
  });

  app.get('/wordPack/getAll', async (request) => {
    const { language, otherUserId } = params(listQuery, request.query);
    const principal = await request.requirePrincipal();
    const rows =
      otherUserId !== undefined && otherUserId !== principal.userId
        ? await packs.ofOwner(otherUserId, { language, publicOnly: true })
        : await packs.ofOwner(principal.userId, { language });
    return rows.map(toWordPackDto);
  });

  app.post('/wordPack/add', async (request) => {
    const principal = await accountHolder(request);
    const req = parsePack(wordPackAddSchema, request.body);
    if ((await packs.countOfOwner(principal.userId)) >= WORD_PACKS_PER_USER) {
      throw wordPackError(422, WORD_PACK_MESSAGE_KEYS.tooManyPacks, `At most ${WORD_PACKS_PER_USER} word packs per user`);
    }
    const row = await packs.insert({ ownerUserId: principal.userId, name: req.name, language: req.language, words: req.words, isPublic: req.isPublic });
    return toWordPackDto((await packs.find(row.id))!);
  });

  app.put('/wordPack/update', async (request) => {
    const req = parsePack(wordPackUpdateSchema, request.body);
    await ownPack(request, req.id);
    await packs.update(req.id, { name: req.name, language: req.language, words: req.words, isPublic: req.isPublic });
    return toWordPackDto((await packs.find(req.id))!);
  });

  app.delete('/wordPack/delete/:id', async (request, reply) => {
    const { id } = params(idParams, request.params);
    await ownPack(request, id);
    await packs.delete(id);
    return reply.status(204).send();
  });
}

/**
 * Game settings may only name word packs their host may play with (their own or public ones): a
 * preHandler on the API, checked before a new game or the lobby stores them (422 `wordPack.not_usable`).
 */
export function wordPackSettingsGuard(packs: WordPackRepository) {
  const guarded = new Set([`PUT ${API_BASE}${REST.host.updateGameSettings}`, `POST ${API_BASE}${REST.game.create}`]);
  return async (request: FastifyRequest): Promise<void> => {
    if (!guarded.has(`${request.method} ${request.routeOptions.url}`)) return;
    const ids = (request.body as { settings?: { wordPackIds?: unknown } } | null | undefined)?.settings?.wordPackIds;
    // A malformed list is left to the settings schema, which answers 422 itself.
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) return;
    const principal = await request.requirePrincipal();
    // An id no row can have is not usable; the database is not asked about it.
    const impossible = (ids as number[]).filter((id) => id < 1 || id > MAX_ID);
    if (impossible.length > 0) throw wordPackError(422, WORD_PACK_MESSAGE_KEYS.packNotUsable, 'These word packs cannot be used', { wordPackIds: impossible });
    await assertUsableWordPacks(packs, ids as number[], principal.userId);
  };
}
