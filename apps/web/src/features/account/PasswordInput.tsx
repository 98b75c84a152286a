import { forwardRef, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from './accountIcons';

/** A password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function PasswordInput(
  { className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input ref={ref} type={visible ? 'text' : 'password'} className={`field__input ${className ?? ''}`} {...rest} />
      <button
        type="button"
        className="icon-btn password-input__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={22} /> : <Eye size={22} />}
      </button>
    </div>
  );
});
