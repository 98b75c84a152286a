import { PacksPage } from './PacksPage';
import { WORD_PACKS } from './packKinds';

/** The user's own word packs, for the games that draw their words from packs. */
export function WordPacksPage() {
  return <PacksPage kind={WORD_PACKS} />;
}
