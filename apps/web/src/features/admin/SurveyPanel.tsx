import { useTranslation } from 'react-i18next';
import { CURRENT_SURVEY_ID, SURVEY_PATHS } from '@snackparty/protocol';
import type { AdminSurveyAnswersResponse } from '@snackparty/protocol';
import { http } from '../../api/http';
import { AdminSection, formatDateTime } from './AdminSection';
import { useReload } from './useReload';

const getSurveyAnswers = (signal?: AbortSignal) =>
  http.get<AdminSurveyAnswersResponse>(`${SURVEY_PATHS.adminAnswers}?surveyId=${CURRENT_SURVEY_ID}&page=0`, { signal });

/** The dated survey's answers: how many, how much fun on average, whether people would play again, the newest answers. */
export function SurveyPanel({ refresh }: { refresh: number }) {
  const { t } = useTranslation();
  const [loaded] = useReload((signal) => getSurveyAnswers(signal), [refresh]);
  return (
    <AdminSection title={t('admin.survey.title')} loaded={loaded} className="admin-survey">
      {({ answers, summary }) =>
        summary.count === 0 ? (
          <p className="field__hint">{t('admin.survey.none')}</p>
        ) : (
          <>
            <ul className="admin-chips">
              <li className="admin-chip">
                {t('admin.survey.count', { count: summary.count })}
              </li>
              {summary.averageFun !== null ? (
                <li className="admin-chip">
                  {t('admin.survey.averageFun')} <strong>{summary.averageFun.toFixed(1)}</strong> / 5
                </li>
              ) : null}
              {(['yes', 'maybe', 'no'] as const).map((choice) => (
                <li key={choice} className="admin-chip">
                  {t(`survey.playAgainChoice.${choice}`)}: <strong>{summary.playAgain[choice] ?? 0}</strong>
                </li>
              ))}
            </ul>
            <div className="profile-table-wrap">
              <table className="profile-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.survey.date')}</th>
                    <th scope="col">{t('admin.survey.who')}</th>
                    <th scope="col">{t('survey.fun')}</th>
                    <th scope="col">{t('survey.playAgain')}</th>
                    <th scope="col">{t('survey.improve')}</th>
                  </tr>
                </thead>
                <tbody>
                  {answers.map((answer) => (
                    <tr key={answer.id}>
                      <td>{formatDateTime(answer.updatedAt)}</td>
                      <td>{answer.isGuest ? t('admin.survey.guest') : answer.userName}</td>
                      <td>{answer.answers.fun}</td>
                      <td>{t(`survey.playAgainChoice.${answer.answers.playAgain}`)}</td>
                      <td>{answer.answers.improve ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )
      }
    </AdminSection>
  );
}
