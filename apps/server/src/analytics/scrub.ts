import { ANALYTICS_PROPERTY_VALUE_MAX_LENGTH, type AnalyticsProperties } from '@snackparty/protocol';

/**
 * What the product records about people (analytics events, error reports) holds no email address and
 * no token: not in a property's name, not in its value, not in a page address's query. Whatever
 * the web app sends is scrubbed here, on the server, before it is stored or forwarded.
 */

/** Property and query parameter names whose values are secrets or personal. */
const SENSITIVE_NAME = /e-?mail|token|passw|secret|authori[sz]ation|cookie|api_?key|session_?id|jwt|^code$|^state$|^sig(nature)?$/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** A long opaque string: the product's mail-link and refresh tokens are 32+ base64url characters. */
const OPAQUE_TOKEN = /[A-Za-z0-9_-]{32,}/g;
/** Path segments that are credentials themselves: a TV's sign-in code. */
const SECRET_PATH_SEGMENT = /(\/loginCode\/)[^/?#]+/gi;

export const REDACTED = '[redacted]';

/** Emails and tokens inside free text (an error message, a stack) replaced by a marker. */
export function scrubText(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(OPAQUE_TOKEN, '[token]');
}

/**
 * A page address without secrets: sensitive query values and the fragment (which may carry a token)
 * are replaced, as are emails and tokens anywhere else. Text that is no address is scrubbed as text.
 */
export function scrubUrl(value: string): string {
  const isAbsolute = /^https?:\/\//i.test(value);
  if (!isAbsolute && !value.startsWith('/')) return scrubText(value);
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return scrubText(value);
  }
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (SENSITIVE_NAME.test(name)) url.searchParams.set(name, REDACTED);
  }
  if (url.hash) url.hash = REDACTED;
  url.pathname = url.pathname.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  const text = isAbsolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
  // URL encoding turned the marker's brackets into %5B…%5D; the marker reads better as written.
  return scrubText(text.replaceAll(encodeURIComponent(REDACTED), REDACTED));
}

function scrubValue(value: unknown): string | number | boolean | null | undefined {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return scrubUrl(value).slice(0, ANALYTICS_PROPERTY_VALUE_MAX_LENGTH);
  return undefined;
}

/** Properties without sensitive names, with scrubbed values; values that are not plain are dropped. */
export function scrubProperties(properties: Record<string, unknown>): AnalyticsProperties {
  const out: AnalyticsProperties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (SENSITIVE_NAME.test(name)) continue;
    const scrubbed = scrubValue(value);
    if (scrubbed !== undefined) out[name] = scrubbed;
  }
  return out;
}
