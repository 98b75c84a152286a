import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AccessibilityIcon } from './AccessibilityIcon';
import { SETTING_ROWS } from './settingRows';
import './accessibility.css';

/** The panel itself: every row of `SETTING_ROWS`, for the room this phone is in. */
export function AccessibilitySettings({ roomCode }: { roomCode: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="a11y-panel">
      <p className="a11y-panel__intro">{t('accessibility.intro')}</p>
      <ul className="a11y-panel__rows">
        {SETTING_ROWS.map(({ id, Row }) => (
          <li key={id}>
            <Row roomCode={roomCode} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The small button in the phone's top bar that opens "My settings". */
export function AccessibilityButton({ roomCode }: { roomCode: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t('accessibility.open')} className="a11y-open" onClick={() => setOpen(true)}>
        <AccessibilityIcon size={22} />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('accessibility.title')} size="sm" className="a11y-dialog">
        <AccessibilitySettings roomCode={roomCode} />
      </Dialog>
    </>
  );
}
