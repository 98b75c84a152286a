import { Phone, Sparkle, Users } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'abthinking.tutorial.1' },
  { icon: <Users size={40} />, textKey: 'abthinking.tutorial.2' },
  { icon: <Sparkle size={40} />, textKey: 'abthinking.tutorial.3' },
];
