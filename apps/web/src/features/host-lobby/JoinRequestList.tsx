import { useTranslation } from 'react-i18next';
import type { JoinDecision, JoinRequestDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import './join-requests.css';

/** "Ana wants to join", with Let in and Turn away, for each phone waiting at the door. Nothing when none waits. */
export function JoinRequestList({
  requests,
  onDecide,
  size = 'tv',
}: {
  requests: JoinRequestDto[];
  onDecide: (request: JoinRequestDto, decision: JoinDecision) => void;
  size?: 'tv' | 'phone';
}) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <section className={`join-requests join-requests--${size}`} aria-labelledby="join-requests-title">
      <h2 id="join-requests-title" className="join-requests__title">
        {t('lobby.joinRequestsTitle', { count: requests.length })}
      </h2>
      <ul className="join-requests__list" aria-live="polite">
        {requests.map((request) => (
          <li key={request.requestId} className="join-requests__item">
            <Avatar src={request.avatarSrc} name={request.alias} size={size === 'tv' ? 64 : 44} decorative />
            <span className="join-requests__who">{t('lobby.wantsToJoin', { alias: request.alias })}</span>
            <span className="join-requests__buttons">
              <Button size={size === 'tv' ? 'md' : 'sm'} onClick={() => onDecide(request, 'admit')} aria-label={t('lobby.letInNamed', { alias: request.alias })}>
                {t('lobby.letIn')}
              </Button>
              <Button size={size === 'tv' ? 'md' : 'sm'} variant="secondary" onClick={() => onDecide(request, 'refuse')} aria-label={t('lobby.turnAwayNamed', { alias: request.alias })}>
                {t('lobby.turnAway')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
