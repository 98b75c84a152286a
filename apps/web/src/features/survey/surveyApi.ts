/** The survey's calls: the caller's answer, sent and read back. */
import { CURRENT_SURVEY_ID, SURVEY_PATHS } from '@snackparty/protocol';
import type { Language, SurveyAnswerDto, SurveyAnswers } from '@snackparty/protocol';
import { http } from '../../api/http';

export function submitSurvey(language: Language, answers: SurveyAnswers): Promise<SurveyAnswerDto> {
  return http.post<SurveyAnswerDto>(SURVEY_PATHS.answer, { surveyId: CURRENT_SURVEY_ID, language, answers });
}

/** The answer this user gave before, or null. */
export function myAnswer(signal?: AbortSignal): Promise<SurveyAnswerDto | null> {
  return http.get<SurveyAnswerDto | null>(`${SURVEY_PATHS.answer}?surveyId=${CURRENT_SURVEY_ID}`, { signal }).then((answer) => answer ?? null);
}
