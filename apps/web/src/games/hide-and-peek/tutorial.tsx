import type { TutorialStep } from '../screen-types';

/** The how-to-play card on the shared screen: walk, hide, peek. */
export const tutorial: readonly TutorialStep[] = [
  { icon: <span className="hp-tutorial-icon">🚶</span>, textKey: 'hideandpeek.tutorial.1' },
  { icon: <span className="hp-tutorial-icon">🙈</span>, textKey: 'hideandpeek.tutorial.2' },
  { icon: <span className="hp-tutorial-icon">👀</span>, textKey: 'hideandpeek.tutorial.3' },
];
