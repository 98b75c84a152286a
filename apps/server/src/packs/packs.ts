import { MANIFESTS } from '@snackparty/games/manifests';
import { PACK_KINDS, type MessageKey, type PackKind } from '@snackparty/protocol';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { MAX_ID } from '../routes/params';
import { PACK_KIND_SPECS, type PackKindSpec } from './pack-kinds';
import { PackRepository } from './pack-repository';

/** Pack errors carry their kind's own message keys, which the shared MessageKey list does not name. */
export function packError(statusCode: number, messageKey: string, message: string, details?: unknown): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message, details);
}

/**
 * Packs of every kind: their storage, and the check that a room's settings name only packs its host
 * may play with. The routes are in pack-routes.ts; the games read the packs they play with through
 * `of(kind)`.
 */
export class Packs {
  private readonly repositories: Record<PackKind, PackRepository>;

  constructor(db: Db) {
    this.repositories = Object.fromEntries(PACK_KINDS.map((kind) => [kind, new PackRepository(db, kind)])) as Record<PackKind, PackRepository>;
  }

  of(kind: PackKind): PackRepository {
    return this.repositories[kind];
  }

  /**
   * Refuses settings that name packs the host may not play with (neither theirs nor public), with
   * 422 and the kind's `not_usable` key, listing the refused ids. Only the settings a request names
   * are checked: packs kept from an earlier game were checked when they were chosen, and a game plays
   * only the packs still usable when it starts.
   */
  readonly settingsCheck = async (principal: Principal, settings: object | undefined): Promise<void> => {
    for (const spec of Object.values(PACK_KIND_SPECS)) {
      for (const ids of namedPackLists(spec, settings)) {
        // A malformed list is the settings schema's to refuse.
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) continue;
        await this.assertUsable(spec, ids as number[], principal.userId);
      }
    }
  };

  private async assertUsable(spec: PackKindSpec, ids: readonly number[], userId: number): Promise<void> {
    const refuse = (refused: number[]) =>
      packError(422, spec.messageKeys.packNotUsable, `These ${spec.noun}s cannot be used`, { [spec.settingsField!]: refused });
    // An id no row can have is not usable; the database is not asked about it.
    const impossible = ids.filter((id) => id < 1 || id > MAX_ID);
    if (impossible.length > 0) throw refuse(impossible);
    const unique = [...new Set(ids)];
    const usable = new Set((await this.of(spec.kind).usable(unique, userId)).map((p) => p.id));
    const refused = unique.filter((id) => !usable.has(id));
    if (refused.length > 0) throw refuse(refused);
  }
}

/**
 * The lists of pack ids of this kind the settings name: the shared field, and the field in the own
 * settings object of every game whose manifest plays packs of this kind.
 */
function namedPackLists(spec: PackKindSpec, settings: object | undefined): unknown[] {
  const field = spec.settingsField;
  if (!field || !settings) return [];
  const named = settings as Record<string, unknown>;
  const groups = Object.values(MANIFESTS).flatMap((m) => (m.packKind === spec.kind && m.settings.extra ? [m.settings.extra.key] : []));
  const own = groups.map((key) => named[key]).filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null);
  return [named[field], ...own.map((group) => group[field])];
}
