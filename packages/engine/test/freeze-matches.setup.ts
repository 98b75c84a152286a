import { freezeMatches } from '../src';

// Matches share the parts a change leaves alone: in the tests every match the engine returns is
// frozen, so code that changes one in place fails where it does.
freezeMatches(true);
