import type { FastifyInstance } from 'fastify';
import {
  LANGUAGES,
  MESSAGE_KEYS,
  TRANSLATE_MAX_CHARACTERS,
  TRANSLATE_MESSAGE_KEYS,
  TRANSLATE_PATH,
  translateLength,
  translateRequestSchema,
  type MessageKey,
  type TranslateMessageKey,
  type TranslateResponse,
  type TranslateStatusResponse,
} from '@snackparty/protocol';
import { AppError } from '../errors';
import { KeyedBuckets } from '../realtime/budget';
import { params } from '../routes/params';
import { LibreTranslateClient, TranslationUnavailableError } from './libre-translate';
import type { TranslateConfig } from './translate-config';

export interface TranslateRoutesOptions {
  /** Unset: no translation server, and the product offers no translation. */
  config: TranslateConfig | undefined;
  now?: () => number;
}

/** Each account may translate in bursts of this many, refilled at this many a minute. */
export const TRANSLATIONS_BURST = 20;
export const TRANSLATIONS_PER_MINUTE = 20;
/** A whole pack in one request can be larger than the API's usual bodies. */
const TRANSLATE_BODY_LIMIT = 256 * 1024;

function translateError(statusCode: number, messageKey: TranslateMessageKey, message: string): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message);
}

/**
 * `GET /translate`: whether this server translates. `POST /translate`: a text, or a pack's entries,
 * into one of the product's languages, for accounts only, within a per-account and a per-address
 * budget, through the configured LibreTranslate-compatible server.
 */
export async function translateRoutes(app: FastifyInstance, { config, now = Date.now }: TranslateRoutesOptions) {
  const client = config ? new LibreTranslateClient(config) : undefined;
  const budgets = new KeyedBuckets(TRANSLATIONS_BURST, TRANSLATIONS_PER_MINUTE / 60, now);

  app.get(TRANSLATE_PATH, async (): Promise<TranslateStatusResponse> => ({ enabled: Boolean(client), languages: client ? [...LANGUAGES] : [] }));

  app.post(
    TRANSLATE_PATH,
    { bodyLimit: TRANSLATE_BODY_LIMIT, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request): Promise<TranslateResponse> => {
      const principal = await request.requirePrincipal();
      if (principal.isGuest) throw translateError(403, TRANSLATE_MESSAGE_KEYS.accountNeeded, 'Translations need an account');
      if (!client) throw translateError(503, TRANSLATE_MESSAGE_KEYS.notConfigured, 'This server has no translation service');
      const body = request.body;
      // The size is judged before the texts are: a long text is "too long", not "invalid".
      const texts = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
      if (
        (typeof texts === 'string' && texts.length > TRANSLATE_MAX_CHARACTERS) ||
        (Array.isArray(texts) && texts.every((t) => typeof t === 'string') && translateLength(texts as string[]) > TRANSLATE_MAX_CHARACTERS)
      ) {
        throw translateError(413, TRANSLATE_MESSAGE_KEYS.tooLong, `At most ${TRANSLATE_MAX_CHARACTERS} characters at once`);
      }
      const { text, source, target } = params(translateRequestSchema, body ?? {});
      if (translateLength(text) > TRANSLATE_MAX_CHARACTERS) {
        throw translateError(413, TRANSLATE_MESSAGE_KEYS.tooLong, `At most ${TRANSLATE_MAX_CHARACTERS} characters at once`);
      }
      if (source === target) throw translateError(422, TRANSLATE_MESSAGE_KEYS.sameLanguage, 'The text is already in that language');
      if (!budgets.take(`user:${principal.userId}`)) throw new AppError(429, MESSAGE_KEYS.tooManyRequests, 'Too many translations, wait a moment');
      try {
        const translation = await client.translate(text, source, target);
        return { translatedText: translation.text, detectedLanguage: translation.detectedLanguage };
      } catch (error) {
        if (!(error instanceof TranslationUnavailableError)) throw error;
        request.log.warn({ status: error.status, reason: error.message }, 'translation failed');
        throw translateError(503, TRANSLATE_MESSAGE_KEYS.unavailable, 'The translation service is not available right now');
      }
    },
  );
}
