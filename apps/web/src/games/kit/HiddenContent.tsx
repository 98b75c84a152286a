/**
 * Hiding what a player wrote from every screen: the shared screen's host taps "Hide" on an answer
 * (`HideButton`, shown only where the host's controls are), the server keeps it hidden for the rest of
 * the game, and every screen shows "Hidden by the host" in its place (`ShownText`).
 */
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOff } from '../../ui/icons';

/** Given by the host's screen: hides a piece of content by the game's id for it. */
export const HideContentContext = createContext<((contentId: string) => void) | null>(null);

/** A player's text, or in its place that the host hid it. */
export function ShownText({ text, hidden }: { text: string; hidden?: boolean }) {
  const { t } = useTranslation();
  if (!hidden) return <>{text}</>;
  return (
    <span className="hidden-content">
      <EyeOff size={22} /> {t('game.hiddenByHost')}
    </span>
  );
}

/**
 * The host's one tap to hide a piece of content from every screen (nothing where there are no host
 * controls, or once it is hidden). `label`: what it hides, for screen readers.
 */
export function HideButton({ contentId, hidden, label }: { contentId: string; hidden?: boolean; label: string }) {
  const { t } = useTranslation();
  const hide = useContext(HideContentContext);
  const [sent, setSent] = useState(false);
  if (!hide || hidden) return null;
  return (
    <button
      type="button"
      className="hide-content"
      aria-label={t('game.hideLabel', { what: label })}
      disabled={sent}
      onClick={() => {
        setSent(true);
        hide(contentId);
      }}
    >
      <EyeOff size={20} />
      <span>{t('game.hide')}</span>
    </button>
  );
}
