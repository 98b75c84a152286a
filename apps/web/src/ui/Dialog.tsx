import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Close } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Hide the close button and ignore Escape (for steps that must finish). */
  locked?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and stays in, Escape closes,
 * and focus returns to where it was.
 */
export function Dialog({ open, onClose, title, children, hideTitle = false, size = 'md', locked = false, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (open && !el.open) {
      const previous = document.activeElement as HTMLElement | null;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      document.body.classList.add('has-modal');
      return () => {
        document.body.classList.remove('has-modal');
        if (el.open && typeof el.close === 'function') el.close();
        else el.removeAttribute('open');
        previous?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) onCloseRef.current();
      }}
      onClick={(event) => {
        if (!locked && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {!locked ? (
            <button type="button" className="icon-btn dialog__close" onClick={() => onCloseRef.current()} aria-label={t('common.close')}>
              <Close />
            </button>
          ) : null}
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
