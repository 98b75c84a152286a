import { Phone, Robot, Users } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <Phone size={40} />, textKey: 'requip.tutorial.1' },
  { icon: <Users size={40} />, textKey: 'requip.tutorial.2' },
  { icon: <Robot size={40} />, textKey: 'requip.tutorial.3' },
];
