import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGE_KEYS, LANGUAGES, MESSAGE_KEYS, PACK_KINDS, type Language, type MessageKey } from '@snackparty/protocol';
import { AppError, errors } from '../errors';
import { MAX_ID, idParam, params } from '../routes/params';
import { PACK_KIND_SPECS, type PackKindSpec } from './pack-kinds';
import type { PackWithOwner } from './pack-repository';
import { packError, type Packs } from './packs';

const idParams = z.object({ id: idParam });
const listQuery = z.object({
  language: z.enum(LANGUAGES).optional(),
  otherUserId: idParam.optional(),
});

/** A pack as the web sees it: its list under the kind's own name (`words`, `prompts`). */
export function toPackDto(spec: PackKindSpec, row: PackWithOwner) {
  return {
    id: row.id,
    name: row.name,
    language: row.language as Language,
    [spec.entriesField]: row.entries,
    isPublic: row.isPublic,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The field a refused pack fails on, as a message key the web translates. */
function issueKey(spec: PackKindSpec, issue: z.core.$ZodIssue): string {
  const keys = spec.messageKeys;
  const [field] = issue.path;
  if (field === 'name') return keys.nameInvalid;
  if (field === 'language') return keys.languageInvalid;
  if (field === spec.entriesField && issue.path.length === 1) {
    if (issue.code === 'too_small') return keys.tooFewEntries;
    if (issue.code === 'too_big') return keys.tooManyEntries;
  }
  return keys.entryInvalid;
}

function parsePack<T>(spec: PackKindSpec, schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const details = issues.map((i) => ({ path: i.path.join('.'), messageKey: issueKey(spec, i), message: i.message }));
  if (issues.some((i) => i.path[0] === 'id')) throw errors.invalid(details);
  throw packError(422, issueKey(spec, issues[0]!), `The ${spec.noun} is not valid`, details);
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The pack routes of every kind (spec section 7, Packs): `/{prefix}/get/{id}`, `getAll?language&otherUserId`,
 * `add`, `update` and `delete/{id}`. Users keep their own packs and may share them; only accounts
 * (not guests) make packs, and only a pack's owner changes it.
 */
export async function packRoutes(app: FastifyInstance, { packs }: { packs: Packs }) {
  for (const kind of PACK_KINDS) kindRoutes(app, PACK_KIND_SPECS[kind], packs);
}

function kindRoutes(app: FastifyInstance, spec: PackKindSpec, packs: Packs): void {
  const repo = packs.of(spec.kind);
  const prefix = `/${spec.routePrefix}`;
  const entriesOf = (req: Record<string, unknown>) => req[spec.entriesField] as string[];
  const notFound = () => new AppError(404, MESSAGE_KEYS.notFound, `No such ${spec.noun}`);

  async function accountHolder(request: FastifyRequest) {
    const principal = await request.requirePrincipal();
    if (principal.isGuest) throw new AppError(403, ACCOUNT_MESSAGE_KEYS.guestNotAllowed as unknown as MessageKey, `${capitalised(spec.noun)}s need an account`);
    return principal;
  }
  async function ownPack(request: FastifyRequest, id: number) {
    const principal = await request.requirePrincipal();
    const pack = id <= MAX_ID ? await repo.find(id) : undefined;
    if (!pack) throw notFound();
    if (pack.ownerUserId !== principal.userId) throw errors.forbidden(`This ${spec.noun} belongs to someone else`);
    return pack;
  }

  app.get(`${prefix}/get/:id`, async (request) => {
    const { id } = params(idParams, request.params);
    const principal = await request.requirePrincipal();
    const pack = await repo.find(id);
    if (!pack) throw notFound();
    if (pack.ownerUserId !== principal.userId && !pack.isPublic) throw errors.forbidden(`This ${spec.noun} is private`);
    return toPackDto(spec, pack);
  });

  app.get(`${prefix}/getAll`, async (request) => {
    const { language, otherUserId } = params(listQuery, request.query);
    const principal = await request.requirePrincipal();
    const rows =
      otherUserId !== undefined && otherUserId !== principal.userId
        ? await repo.ofOwner(otherUserId, { language, publicOnly: true })
        : await repo.ofOwner(principal.userId, { language });
    return rows.map((row) => toPackDto(spec, row));
  });

  app.post(`${prefix}/add`, async (request) => {
    const principal = await accountHolder(request);
    const req = parsePack(spec, spec.addSchema, request.body);
    if ((await repo.countOfOwner(principal.userId)) >= spec.perUser) {
      throw packError(422, spec.messageKeys.tooManyPacks, `At most ${spec.perUser} ${spec.noun}s per user`);
    }
    const row = await repo.insert({ ownerUserId: principal.userId, name: req.name, language: req.language, entries: entriesOf(req), isPublic: req.isPublic });
    return toPackDto(spec, (await repo.find(row.id))!);
  });

  app.put(`${prefix}/update`, async (request) => {
    const req = parsePack(spec, spec.updateSchema, request.body);
    await ownPack(request, req.id);
    await repo.update(req.id, { name: req.name, language: req.language, entries: entriesOf(req), isPublic: req.isPublic });
    return toPackDto(spec, (await repo.find(req.id))!);
  });

  app.delete(`${prefix}/delete/:id`, async (request, reply) => {
    const { id } = params(idParams, request.params);
    await ownPack(request, id);
    await repo.delete(id);
    return reply.status(204).send();
  });
}
