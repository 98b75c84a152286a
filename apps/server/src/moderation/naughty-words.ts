import { createRequire } from 'node:module';

/**
 * The List of Dirty, Naughty, Obscene and Otherwise Bad Words by language (`naughty-words`, CC-BY-4.0,
 * Shutterstock and contributors): plain JSON arrays by language code, loaded as the package ships them.
 */
const lists = createRequire(import.meta.url)('naughty-words') as Record<string, string[]>;

export default lists;
