import { Phone, Trophy } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';
import { HandIcon } from './shared';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'experiments.tutorial.1' },
  { icon: <HandIcon size={40} />, textKey: 'experiments.tutorial.2' },
  { icon: <Trophy size={40} />, textKey: 'experiments.tutorial.3' },
];
