/** "2 minutes ago" in the user's language, from the browser's own Intl data. */

const UNITS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** Under this many seconds a room was made "now". */
const JUST_NOW_SECONDS = 45;

/**
 * How long ago `iso` was, seen at `nowMs`, in the language of the BCP 47 `tag`: "now" for the last
 * few seconds, then whole minutes, hours and days. A time a little ahead (clocks differ) reads "now".
 */
export function timeAgo(iso: string, nowMs: number, tag: string): string {
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds) || seconds < JUST_NOW_SECONDS) return format.format(0, 'second');
  for (const { unit, seconds: size } of UNITS) {
    if (seconds >= size || unit === 'minute') return format.format(-Math.max(1, Math.floor(seconds / size)), unit);
  }
  return format.format(0, 'second');
}
