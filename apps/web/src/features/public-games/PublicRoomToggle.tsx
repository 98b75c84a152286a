import { useTranslation } from 'react-i18next';
import { Users } from '../../ui/icons';
import './public-toggle.css';

/** The create dialog's choice to list a room in the public games, where anyone may join it. */
export function PublicRoomToggle({ checked, onChange }: { checked: boolean; onChange: (isPublic: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className={`public-toggle ${checked ? 'is-on' : ''}`}>
      <input type="checkbox" role="switch" className="public-toggle__input" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="public-toggle__icon" aria-hidden="true">
        <Users size={28} />
      </span>
      <span className="public-toggle__text">
        <span className="public-toggle__name">{t('publicGames.makePublic')}</span>
        <span className="public-toggle__desc">{t('publicGames.makePublicHint')}</span>
      </span>
      <span className="public-toggle__switch" aria-hidden="true" />
    </label>
  );
}
