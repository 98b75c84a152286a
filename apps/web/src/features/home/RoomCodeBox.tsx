import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROOM_CODE_LENGTH } from '@snackparty/protocol';
import { Button } from '../../ui/Button';
import { isCompleteCode, sanitizeCode } from '../join/joinMachine';

/** "Got a room code?" — five characters, then on to the join screen. */
export function RoomCodeBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <form
      className="room-code-box"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        navigate(isCompleteCode(code) ? `/join/${code}` : '/join');
      }}
    >
      <label htmlFor={id} className="room-code-box__label">
        {t('home.haveCode')}
      </label>
      <div className="room-code-box__row">
        <input
          id={id}
          className="field__input room-code-box__input"
          value={code}
          onChange={(event) => setCode(sanitizeCode(event.target.value))}
          maxLength={ROOM_CODE_LENGTH}
          placeholder="ABCDE"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" size="lg" disabled={!isCompleteCode(code)} lockMs={0}>
          {t('home.join')}
        </Button>
      </div>
    </form>
  );
}
