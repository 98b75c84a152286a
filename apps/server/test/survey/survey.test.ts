import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_AGENT_MAX_LENGTH, type AdminSurveyAnswersResponse } from '@snackparty/protocol';
import { buildTestApp, guest, type TestUser } from '../helpers/app';
import { signedInAccount } from '../helpers/accounts';

const answers = (over: Record<string, unknown> = {}) => ({ playedWith: 'sharedScreen', fun: 5, favouriteGame: 'canvas_clash', playAgain: 'yes', playedOn: '2025-10-10', improve: 'More games!', ...over });
const submission = (over: Record<string, unknown> = {}, answerOver: Record<string, unknown> = {}) => ({ surveyId: 'rocoSurveyOct10', language: 'en', answers: answers(answerOver), ...over });

describe('the survey', () => {
  let app: FastifyInstance;
  let ann: TestUser;
  beforeEach(async () => {
    app = await buildTestApp();
    ann = await guest(app);
  });
  afterEach(async () => {
    await app.close();
  });

  const submit = (user: TestUser | null, payload: unknown, userAgent = 'Mozilla/5.0 (test)') =>
    app.inject({ method: 'POST', url: '/api/v1/survey/answer', headers: { ...(user ? user.auth : {}), 'user-agent': userAgent }, payload: payload as object });
  const adminList = (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `/api/v1/admin/surveyAnswers${query}`, headers: user ? user.auth : {} });

  it('stores an answer, gives it back, and replaces it when answered again', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/survey/answer', headers: ann.auth })).statusCode).toBe(204);
    const first = await submit(ann, submission());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ surveyId: 'rocoSurveyOct10', language: 'en', answers: { fun: 5, favouriteGame: 'CANVAS_CLASH', playedOn: '2025-10-10', improve: 'More games!' } });

    const again = await submit(ann, submission({ language: 'de' }, { fun: 3, playAgain: 'maybe', improve: undefined }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const mine = await app.inject({ method: 'GET', url: '/api/v1/survey/answer?surveyId=rocoSurveyOct10', headers: ann.auth });
    expect(mine.json()).toMatchObject({ id: first.json().id, language: 'de', answers: { fun: 3, playAgain: 'maybe' } });
    expect(mine.json().answers).not.toHaveProperty('improve');
  });

  it('needs a sign-in (a guest is enough)', async () => {
    expect((await submit(null, submission())).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/survey/answer' })).statusCode).toBe(401);
  });

  it('refuses answers that are missing, out of range or unknown, and dates outside 1900 to 2099', async () => {
    const refused: Array<[unknown, number, string]> = [
      [submission({}, { fun: 6 }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { fun: 0 }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { fun: 2.5 }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { playedWith: 'carrierPigeon' }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { playAgain: undefined }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { favouriteGame: 'CHESS' }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { improve: 'x'.repeat(1001) }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { secret: 'extra' }), 422, 'survey.error.invalidAnswer'],
      [submission({}, { playedOn: '1899-12-31' }), 422, 'survey.error.dateOutOfRange'],
      [submission({}, { playedOn: '2100-01-01' }), 422, 'survey.error.dateOutOfRange'],
      [submission({}, { playedOn: '2025-02-30' }), 422, 'survey.error.dateOutOfRange'],
      [submission({}, { playedOn: '10/10/2025' }), 422, 'survey.error.dateOutOfRange'],
      [submission({ surveyId: 'someOtherSurvey' }), 422, 'error.invalid_request'],
      [submission({ language: 'xx' }), 422, 'error.invalid_request'],
      [{ answers: answers() }, 422, 'error.invalid_request'],
      [[1, 2], 422, 'error.invalid_request'],
    ];
    for (const [payload, status, key] of refused) {
      const res = await submit(ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().messageKey, JSON.stringify(payload)).toBe(key);
    }
    // The picker's own limits are fine.
    expect((await submit(ann, submission({}, { playedOn: '1900-01-01' }))).statusCode).toBe(200);
    expect((await submit(ann, submission({}, { playedOn: '2099-12-31' }))).statusCode).toBe(200);
  });

  it('lists every answer for admins only, newest first, with a summary and the user agent cut to 500 characters', async () => {
    const bob = await signedInAccount(app, 'Bob');
    await submit(ann, submission({}, { fun: 4, playAgain: 'yes', favouriteGame: 'RPS_SHOOT' }), `Agent ${'a'.repeat(900)}`);
    await submit(bob, submission({}, { fun: 1, playAgain: 'no', playedWith: 'phonesOnly', favouriteGame: undefined }));

    expect((await adminList(null)).statusCode).toBe(401);
    const byGuest = await adminList(ann);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().messageKey).toBe('error.forbidden');
    expect((await adminList(bob)).statusCode).toBe(403);

    const admin = await signedInAccount(app, 'Ada', { admin: true });
    const res = await adminList(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminSurveyAnswersResponse;
    expect(body).toMatchObject({ surveyId: 'rocoSurveyOct10', page: 0, total: 2 });
    expect(body.answers.map((a) => a.userName)).toEqual(['Bob', expect.any(String)]);
    expect(body.answers[0]).toMatchObject({ userId: bob.userId, isGuest: false, userAgent: 'Mozilla/5.0 (test)' });
    expect(body.answers[1]).toMatchObject({ userId: ann.userId, isGuest: true });
    expect(body.answers[1]!.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(body.summary).toEqual({
      count: 2,
      averageFun: 2.5,
      playedWith: { sharedScreen: 1, phonesOnly: 1 },
      playAgain: { yes: 1, no: 1 },
      favouriteGame: { RPS_SHOOT: 1 },
    });
    expect((await adminList(admin, '?page=1')).json()).toMatchObject({ total: 2, answers: [] });
    expect((await adminList(admin, '?page=-1')).statusCode).toBe(422);
    expect((await adminList(admin, '?surveyId=nope')).statusCode).toBe(422);
  });
});
