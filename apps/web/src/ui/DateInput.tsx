import type { ComponentProps } from 'react';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@snackparty/protocol';

/** Whether a picker's value (`YYYY-MM-DD`) is a real day within the product's range (1900 to 2099). */
export function isPickerDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= DATE_PICKER_MIN && value <= DATE_PICKER_MAX;
}

/**
 * A date picker, as every page that asks for a date uses it: the browser's own picker, limited to the
 * product's range of dates (spec: 1900 to 2099), showing its date in the en-GB form every date of the
 * product is shown in (day, month, year).
 */
export function DateInput(props: Omit<ComponentProps<'input'>, 'type' | 'min' | 'max' | 'lang'>) {
  return <input lang="en-GB" {...props} type="date" min={DATE_PICKER_MIN} max={DATE_PICKER_MAX} />;
}
