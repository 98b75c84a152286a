import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dest, type AudienceTally } from '@snackparty/protocol';
import type { RealtimeConnection } from '../../realtime/connection';
import { useTopic } from '../../realtime/useRealtime';
import { Users } from '../../ui/icons';
import './stand-in.css';

/**
 * How many watch the room beyond its seats, on the shared screen (and how many of them guessed right
 * this stage). Nothing shows while nobody is in the audience.
 */
export function AudienceCount({ code, connection, className }: { code: string; connection: RealtimeConnection | null; className?: string }) {
  const { t } = useTranslation();
  const [tally, setTally] = useState<AudienceTally | null>(null);
  useTopic<AudienceTally>(connection, dest.audience(code, 'tally'), setTally);
  if (!tally || tally.members === 0) return null;
  return (
    <span className={`audience-count ${className ?? ''}`} role="status" aria-label={t('audience.tvCountLabel', { n: tally.members })}>
      <Users size={24} />
      <span className="audience-count__n">{tally.members.toLocaleString()}</span>
      {tally.guessedRight > 0 ? <span className="audience-count__right">{t('audience.tvGuessedRight', { n: tally.guessedRight })}</span> : null}
    </span>
  );
}
