import { Crown, Phone, Sparkle } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'snaption.tutorial.1' },
  { icon: <Crown size={40} />, textKey: 'snaption.tutorial.2' },
  { icon: <Sparkle size={40} />, textKey: 'snaption.tutorial.3' },
];
