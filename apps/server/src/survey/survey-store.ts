import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  SURVEY_PLAYED_WITH,
  SURVEY_PLAY_AGAIN,
  trimUserAgent,
  type AdminSurveyAnswerDto,
  type GameType,
  type Language,
  type SurveyAnswerDto,
  type SurveyAnswers,
  type SurveyId,
  type SurveySummary,
} from '@snackparty/protocol';
import type { Db } from '../db/client';
import { surveyAnswers, users } from '../db/schema';

type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;

function toDto(row: SurveyAnswerRow): SurveyAnswerDto {
  return {
    id: row.id,
    surveyId: row.surveyId as SurveyId,
    language: row.language as Language,
    answers: row.answers as SurveyAnswers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The survey's answers: one per user and survey, kept, replaced and listed. */
export class SurveyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores the user's answer; an earlier one of the same survey is replaced. */
  async save(input: { surveyId: SurveyId; userId: number; language: Language; answers: SurveyAnswers; userAgent: string | null | undefined }): Promise<SurveyAnswerDto> {
    const at = new Date(this.now());
    const values = { answers: input.answers, language: input.language, userAgent: trimUserAgent(input.userAgent), updatedAt: at };
    const [row] = await this.db
      .insert(surveyAnswers)
      .values({ surveyId: input.surveyId, userId: input.userId, createdAt: at, ...values })
      .onConflictDoUpdate({ target: [surveyAnswers.surveyId, surveyAnswers.userId], set: values })
      .returning();
    return toDto(row!);
  }

  async answerOf(surveyId: SurveyId, userId: number): Promise<SurveyAnswerDto | null> {
    const [row] = await this.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.surveyId, surveyId), eq(surveyAnswers.userId, userId)));
    return row ? toDto(row) : null;
  }

  /** A page of answers, the latest first, with who sent them. */
  async list(surveyId: SurveyId, page: number, pageSize: number): Promise<{ total: number; answers: AdminSurveyAnswerDto[] }> {
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(surveyAnswers).where(eq(surveyAnswers.surveyId, surveyId));
    const rows = await this.db
      .select({ answer: surveyAnswers, userName: users.name, isGuest: users.isGuest })
      .from(surveyAnswers)
      .innerJoin(users, eq(users.id, surveyAnswers.userId))
      .where(eq(surveyAnswers.surveyId, surveyId))
      .orderBy(desc(surveyAnswers.updatedAt), desc(surveyAnswers.id))
      .limit(pageSize)
      .offset(page * pageSize);
    return {
      total,
      answers: rows.map(({ answer, userName, isGuest }) => ({ ...toDto(answer), userId: answer.userId, userName, isGuest, userAgent: answer.userAgent })),
    };
  }

  /** Counts over every answer of the survey (not only a page). */
  async summary(surveyId: SurveyId): Promise<SurveySummary> {
    const where = eq(surveyAnswers.surveyId, surveyId);
    const [totals] = await this.db
      .select({ count: count(), averageFun: sql<string | null>`avg((${surveyAnswers.answers}->>'fun')::numeric)` })
      .from(surveyAnswers)
      .where(where);
    const countsOf = async (field: 'playedWith' | 'playAgain' | 'favouriteGame') => {
      // The field is one of three fixed names: written into the query, so the select and the grouping are one expression.
      const value = sql<string | null>`${surveyAnswers.answers}->>${sql.raw(`'${field}'`)}`;
      const rows = await this.db.select({ value, n: count() }).from(surveyAnswers).where(where).groupBy(value);
      const counts: Record<string, number> = {};
      for (const row of rows) if (row.value !== null) counts[row.value] = row.n;
      return counts;
    };
    const playedWith = await countsOf('playedWith');
    const playAgain = await countsOf('playAgain');
    const favouriteGame = await countsOf('favouriteGame');
    const average = totals?.averageFun === null || totals?.averageFun === undefined ? null : Math.round(Number(totals.averageFun) * 100) / 100;
    return {
      count: totals?.count ?? 0,
      averageFun: average,
      playedWith: pick(playedWith, SURVEY_PLAYED_WITH),
      playAgain: pick(playAgain, SURVEY_PLAY_AGAIN),
      favouriteGame: favouriteGame as Partial<Record<GameType, number>>,
    };
  }
}

/** The counts of the known choices only, in their order. */
function pick<K extends string>(counts: Record<string, number>, keys: readonly K[]): Partial<Record<K, number>> {
  const picked: Partial<Record<K, number>> = {};
  for (const key of keys) if (counts[key]) picked[key] = counts[key];
  return picked;
}
