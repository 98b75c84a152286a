import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SurveyPage } from '../../src/features/survey/SurveyPage';
import { EMPTY_DRAFT, answersOf, draftOf, firstSurveyProblem } from '../../src/features/survey/surveyForm';
import { isPickerDate } from '../../src/ui/DateInput';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, guestToken, json, renderInApp, stubApi } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the survey form', () => {
  it('checks the questions in order and sends only what was answered', () => {
    expect(firstSurveyProblem(EMPTY_DRAFT)).toEqual({ field: 'playedWith', messageKey: 'survey.required' });
    expect(firstSurveyProblem({ ...EMPTY_DRAFT, playedWith: 'phonesOnly' })?.field).toBe('fun');
    expect(firstSurveyProblem({ ...EMPTY_DRAFT, playedWith: 'phonesOnly', fun: 3 })?.field).toBe('playAgain');
    const complete = { ...EMPTY_DRAFT, playedWith: 'phonesOnly' as const, fun: 3, playAgain: 'maybe' as const };
    expect(firstSurveyProblem(complete)).toBeNull();
    expect(firstSurveyProblem({ ...complete, playedOn: '1899-12-31' })).toEqual({ field: 'playedOn', messageKey: 'survey.error.dateOutOfRange' });
    expect(answersOf({ ...complete, improve: '   ' })).toEqual({ playedWith: 'phonesOnly', fun: 3, playAgain: 'maybe' });
    const full = { ...complete, favouriteGame: 'REQUIP' as const, playedOn: '2025-10-10', improve: ' More! ' };
    expect(answersOf(full)).toEqual({ playedWith: 'phonesOnly', fun: 3, playAgain: 'maybe', favouriteGame: 'REQUIP', playedOn: '2025-10-10', improve: 'More!' });
    expect(draftOf(answersOf(full))).toEqual({ ...full, improve: 'More!' });
  });

  it('takes dates from 1900 to 2099 only, and real days only', () => {
    expect(isPickerDate('1900-01-01')).toBe(true);
    expect(isPickerDate('2099-12-31')).toBe(true);
    expect(isPickerDate('1899-12-31')).toBe(false);
    expect(isPickerDate('2100-01-01')).toBe(false);
    expect(isPickerDate('2025-02-29')).toBe(false);
    expect(isPickerDate('10/10/2025')).toBe(false);
  });
});

describe('the survey page', () => {
  it('asks for the missing answer, then sends the answers and thanks', async () => {
    setItem('accessToken', guestToken());
    const calls = stubApi({
      'GET /survey/answer': () => new Response(null, { status: 204 }),
      'POST /survey/answer': (call) => json(200, { id: 1, surveyId: 'rocoSurveyOct10', language: 'en', answers: (call.body as { answers: unknown }).answers, createdAt: '2026-01-10T12:00:00Z', updatedAt: '2026-01-10T12:00:00Z' }),
    });
    renderInApp(<SurveyPage />, '/rocoSurveyOct10');
    const send = await screen.findByRole('button', { name: 'Send answers' });
    const date = screen.getByLabelText('When did you play?');
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('min')).toBe('1900-01-01');
    expect(date.getAttribute('max')).toBe('2099-12-31');

    fireEvent.click(send);
    expect(await screen.findByText('Please pick an answer.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Phones only' }));
    fireEvent.click(screen.getByRole('radio', { name: /Amazing/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Maybe' }));
    fireEvent.change(screen.getByLabelText('Which game did you like best?'), { target: { value: 'SYNC_THINK' } });
    fireEvent.change(date, { target: { value: '2025-10-10' } });
    fireEvent.change(screen.getByLabelText('What should we make better?'), { target: { value: 'More rounds' } });
    fireEvent.click(send);

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      surveyId: 'rocoSurveyOct10',
      language: 'en',
      answers: { playedWith: 'phonesOnly', fun: 5, playAgain: 'maybe', favouriteGame: 'SYNC_THINK', playedOn: '2025-10-10', improve: 'More rounds' },
    });
  });

  it('fills in the answer given before, and says what the server refused', async () => {
    setItem('accessToken', guestToken());
    stubApi({
      'GET /survey/answer': () =>
        json(200, { id: 3, surveyId: 'rocoSurveyOct10', language: 'en', answers: { playedWith: 'smartTv', fun: 2, playAgain: 'no' }, createdAt: '2025-10-11T09:00:00Z', updatedAt: '2025-10-11T09:00:00Z' }),
      'POST /survey/answer': () => errorBody(422, 'survey.error.dateOutOfRange'),
    });
    renderInApp(<SurveyPage />, '/survey');
    expect(await screen.findByText('You answered on 11/10/2025. You can change your answers below.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'On a smart TV' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update answers' }));
    await waitFor(() => expect(screen.getByText('Pick a real date between 1900 and 2099.')).toBeTruthy());
  });
});
