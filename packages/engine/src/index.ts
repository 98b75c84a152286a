export * from './types';
export * from './rng';
export * from './errors';
export { activeSeats, currentActors } from './context';
export { roundMultiplier } from './scoring';
export * from './match';
export { advanceStage, skipTimer, nextStage, tick, wake, nextWakeAt, MAX_CHAINED_STAGES } from './advance';
export * from './views';
export * from './bots';
