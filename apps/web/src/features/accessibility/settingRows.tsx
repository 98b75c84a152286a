/**
 * The rows of the "My settings" panel, in the order it shows them. A new setting is one more entry:
 * `{ id, Row }`, where `Row` renders the whole row (a `PreferenceSwitch` for a plain on/off).
 */
import type { ComponentType } from 'react';
import { ExtraTimeSwitch } from '../extra-time/ExtraTimeSwitch';
import { PreferenceSwitch } from './PreferenceSwitch';
import type { PreferenceName } from './preferences';

/** What every row is told: the room this phone plays in (null outside a room). */
export interface SettingRowProps {
  roomCode: string | null;
}

export interface SettingRow {
  id: string;
  Row: ComponentType<SettingRowProps>;
}

function preferenceRow(name: PreferenceName): SettingRow {
  const Row = () => <PreferenceSwitch name={name} />;
  Row.displayName = `PreferenceRow(${name})`;
  return { id: name, Row };
}

export const SETTING_ROWS: SettingRow[] = [
  preferenceRow('largerText'),
  preferenceRow('reducedMotion'),
  preferenceRow('colourBlindPalette'),
  preferenceRow('readAloud'),
  { id: 'extraTime', Row: ExtraTimeSwitch },
];
