import { Phone, Users, Trophy } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'canvasClash.tutorial.1' },
  { icon: <Users size={40} />, textKey: 'canvasClash.tutorial.2' },
  { icon: <Trophy size={40} />, textKey: 'canvasClash.tutorial.3' },
];
