/** An amount in minor units (cents) as the language writes money, e.g. "21,00 zł" or "$4.99". */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const locale = language === 'dk' ? 'da' : language;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorUnits / 100);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}
