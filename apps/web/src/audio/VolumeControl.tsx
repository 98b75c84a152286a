import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VOLUME } from '@snackparty/protocol';
import { setItem } from '../storage/storage';
import { useStoredItem } from '../storage/useStoredItem';
import { Speaker, SpeakerOff } from '../ui/icons';

/** The host screen's volume: a mute toggle and a slider, kept in storage (`volume`, 0–100). */
export function VolumeControl() {
  const { t } = useTranslation();
  const id = useId();
  const volume = useStoredItem('volume') ?? DEFAULT_VOLUME;
  const beforeMute = useRef(volume > 0 ? volume : DEFAULT_VOLUME);
  const muted = volume === 0;
  const toggle = () => {
    if (muted) setItem('volume', beforeMute.current || DEFAULT_VOLUME);
    else {
      beforeMute.current = volume;
      setItem('volume', 0);
    }
  };
  return (
    <div className="volume-control">
      <button type="button" className="icon-btn volume-control__mute" onClick={toggle} aria-label={muted ? t('game.unmute') : t('game.mute')} title={muted ? t('game.unmute') : t('game.mute')}>
        {muted ? <SpeakerOff /> : <Speaker />}
      </button>
      <label htmlFor={id} className="visually-hidden">
        {t('game.volume')}
      </label>
      <input
        id={id}
        className="volume-control__slider"
        type="range"
        min={0}
        max={100}
        step={5}
        value={volume}
        onChange={(event) => setItem('volume', Number(event.target.value))}
        aria-valuetext={`${volume}%`}
      />
    </div>
  );
}
