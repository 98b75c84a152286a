/** Smart-TV detection by user agent (Samsung Tizen, LG webOS, Fire TV, Chromecast and friends), or `?tv=1`. */
const TV_PATTERN = /SMART-TV|SmartTV|Tizen|Web0S|WebOS|AFT[A-Z0-9]|CrKey|HbbTV|BRAVIA|GoogleTV|Android TV/i;
const TV_FLAG_KEY = 'snackparty.tv';

export function isTvUserAgent(userAgent: string): boolean {
  return TV_PATTERN.test(userAgent);
}

/**
 * A TV's browser, or a page opened with `?tv=1` (a TV whose browser does not say so, or a laptop on
 * the TV's HDMI): the flag is kept for the tab, so it survives navigation; `?tv=0` drops it.
 */
export function isTvDevice(): boolean {
  if (typeof navigator !== 'undefined' && isTvUserAgent(navigator.userAgent)) return true;
  if (typeof window === 'undefined') return false;
  try {
    const flag = new URLSearchParams(window.location.search).get('tv');
    if (flag === '1') window.sessionStorage.setItem(TV_FLAG_KEY, '1');
    if (flag === '0') window.sessionStorage.removeItem(TV_FLAG_KEY);
    return window.sessionStorage.getItem(TV_FLAG_KEY) === '1';
  } catch {
    return new URLSearchParams(window.location.search).get('tv') === '1';
  }
}
