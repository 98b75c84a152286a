import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CURRENT_SURVEY_ID,
  SURVEY_IDS,
  SURVEY_MESSAGE_KEYS,
  SURVEY_PATHS,
  surveySubmitSchema,
  type AdminSurveyAnswersResponse,
  type MessageKey,
} from '@snackparty/protocol';
import type { Db } from '../db/client';
import { AppError, errors } from '../errors';
import { params } from '../routes/params';
import { SurveyStore } from './survey-store';

export interface SurveyRoutesOptions {
  db: Db;
  now?: () => number;
}

export const ADMIN_SURVEY_PAGE_SIZE = 50;

const surveyQuery = z.object({ surveyId: z.enum(SURVEY_IDS).default(CURRENT_SURVEY_ID) });
const adminQuery = surveyQuery.extend({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

/** A refused answer says which rule it broke: a date out of the picker's range, or anything else. */
function answerRefused(issues: ReadonlyArray<{ message: string; path: PropertyKey[] }>): AppError {
  const dateIssue = issues.some((issue) => issue.message === SURVEY_MESSAGE_KEYS.dateOutOfRange || issue.path.includes('playedOn'));
  const key = dateIssue ? SURVEY_MESSAGE_KEYS.dateOutOfRange : SURVEY_MESSAGE_KEYS.invalidAnswer;
  return new AppError(
    422,
    key as unknown as MessageKey,
    dateIssue ? 'The date must be a real day between 1900 and 2099' : 'An answer is missing or not one of the choices',
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/**
 * The dated survey: anyone signed in (a guest too) answers once per survey and may answer again to
 * change it; admins list every answer with a summary at `GET /admin/surveyAnswers`.
 */
export async function surveyRoutes(app: FastifyInstance, { db, now }: SurveyRoutesOptions) {
  const store = new SurveyStore(db, now);

  app.post(SURVEY_PATHS.answer, { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const principal = await request.requirePrincipal();
    const parsed = surveySubmitSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      // The survey and language are the page's; only the answers are the person's.
      const aboutAnswers = parsed.error.issues.every((issue) => issue.path[0] === 'answers');
      if (aboutAnswers) throw answerRefused(parsed.error.issues);
      throw errors.invalid(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    }
    const { surveyId, language, answers } = parsed.data;
    return store.save({ surveyId, userId: principal.userId, language, answers, userAgent: request.headers['user-agent'] });
  });

  app.get(SURVEY_PATHS.answer, async (request, reply) => {
    const principal = await request.requirePrincipal();
    const { surveyId } = params(surveyQuery, request.query ?? {});
    const answer = await store.answerOf(surveyId, principal.userId);
    return answer ?? reply.status(204).send();
  });

  app.get(SURVEY_PATHS.adminAnswers, async (request): Promise<AdminSurveyAnswersResponse> => {
    const principal = await request.requirePrincipal();
    if (!principal.isAdmin) throw errors.forbidden('Only admins may read the survey answers');
    const { surveyId, page } = params(adminQuery, request.query ?? {});
    const [{ total, answers }, summary] = await Promise.all([store.list(surveyId, page, ADMIN_SURVEY_PAGE_SIZE), store.summary(surveyId)]);
    return { surveyId, page, pageSize: ADMIN_SURVEY_PAGE_SIZE, total, answers, summary };
  });
}
