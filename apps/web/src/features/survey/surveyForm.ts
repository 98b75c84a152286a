/** The survey form's state, its checks in the order of the questions, and the answers it sends. Pure. */
import { SURVEY_IMPROVE_MAX_LENGTH } from '@snackparty/protocol';
import type { GameType, SurveyAnswers, SurveyPlayAgain, SurveyPlayedWith } from '@snackparty/protocol';
import { isPickerDate } from '../../ui/DateInput';

export interface SurveyDraft {
  playedWith: SurveyPlayedWith | null;
  fun: number | null;
  favouriteGame: GameType | '';
  playAgain: SurveyPlayAgain | null;
  /** `YYYY-MM-DD`, or empty. */
  playedOn: string;
  improve: string;
}

export const EMPTY_DRAFT: SurveyDraft = { playedWith: null, fun: null, favouriteGame: '', playAgain: null, playedOn: '', improve: '' };

export type SurveyField = 'playedWith' | 'fun' | 'playAgain' | 'playedOn' | 'improve';

/** The first question that cannot be sent as it is, with the message to show, or null. */
export function firstSurveyProblem(draft: SurveyDraft): { field: SurveyField; messageKey: string } | null {
  if (!draft.playedWith) return { field: 'playedWith', messageKey: 'survey.required' };
  if (draft.fun === null) return { field: 'fun', messageKey: 'survey.required' };
  if (!draft.playAgain) return { field: 'playAgain', messageKey: 'survey.required' };
  if (draft.playedOn && !isPickerDate(draft.playedOn)) return { field: 'playedOn', messageKey: 'survey.error.dateOutOfRange' };
  if (draft.improve.trim().length > SURVEY_IMPROVE_MAX_LENGTH) return { field: 'improve', messageKey: 'survey.error.invalidAnswer' };
  return null;
}

/** The answers to send; optional questions left empty are left out. Call after firstSurveyProblem is null. */
export function answersOf(draft: SurveyDraft): SurveyAnswers {
  const improve = draft.improve.trim();
  return {
    playedWith: draft.playedWith!,
    fun: draft.fun!,
    playAgain: draft.playAgain!,
    ...(draft.favouriteGame ? { favouriteGame: draft.favouriteGame } : {}),
    ...(draft.playedOn ? { playedOn: draft.playedOn } : {}),
    ...(improve ? { improve } : {}),
  };
}

/** An answer given before, back in the form. */
export function draftOf(answers: SurveyAnswers): SurveyDraft {
  return {
    playedWith: answers.playedWith,
    fun: answers.fun,
    favouriteGame: answers.favouriteGame ?? '',
    playAgain: answers.playAgain,
    playedOn: answers.playedOn ?? '',
    improve: answers.improve ?? '',
  };
}
