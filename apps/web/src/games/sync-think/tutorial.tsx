import { Phone, Sparkle, Trophy } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'syncThink.tutorial.1' },
  { icon: <Sparkle size={40} />, textKey: 'syncThink.tutorial.2' },
  { icon: <Trophy size={40} />, textKey: 'syncThink.tutorial.3' },
];
