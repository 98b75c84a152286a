import './kit.css';

/**
 * The audience's one vote at a reveal, beside the players' faces and never one of them: a dashed tag
 * with the share of the audience who chose this entry. `text` is what it shows, `label` what it says to
 * a screen reader (each game words its own entries); the frame takes `--audience-vote-colour`.
 */
export function AudienceVoteTag({ text, label, size }: { text: string; label: string; size: 'tv' | 'phone' }) {
  return (
    <span className={`audience-vote-tag audience-vote-tag--${size}`} role="img" aria-label={label} data-audience-vote="">
      {text}
    </span>
  );
}
