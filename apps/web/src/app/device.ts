/** Smart-TV detection by user agent (Samsung Tizen, LG webOS, Fire TV, Chromecast and friends). */
const TV_PATTERN = /SMART-TV|SmartTV|Tizen|Web0S|WebOS|AFT[A-Z0-9]|CrKey|HbbTV|BRAVIA|GoogleTV|Android TV/i;

export function isTvUserAgent(userAgent: string): boolean {
  return TV_PATTERN.test(userAgent);
}

export function isTvDevice(): boolean {
  return typeof navigator !== 'undefined' && isTvUserAgent(navigator.userAgent);
}
