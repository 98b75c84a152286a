/** Dates show in en-GB format whatever the language (spec section 9). */
const EN_GB = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** An ISO date, or epoch seconds (or milliseconds), as dd/mm/yyyy; null when there is none. */
export function formatDate(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return EN_GB.format(date);
}
