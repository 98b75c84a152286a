/** HIDE_AND_PEEK's REST calls: the hiders' last positions (the shared screen, during the walk). */
import { http } from '../../api/http';
import type { PlacedPosition } from './types';
import { positionsPath } from './wire';

export function getPositions(code: string, signal?: AbortSignal): Promise<{ turn?: number; positions: PlacedPosition[] }> {
  return http.get<{ turn?: number; positions: PlacedPosition[] }>(positionsPath(encodeURIComponent(code)), { signal });
}
