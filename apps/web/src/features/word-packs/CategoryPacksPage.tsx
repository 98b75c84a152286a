import { PacksPage } from './PacksPage';
import { CATEGORY_PACKS } from './packKinds';

/** The user's own category packs: prompts for the games that deal them. */
export function CategoryPacksPage() {
  return <PacksPage kind={CATEGORY_PACKS} />;
}
