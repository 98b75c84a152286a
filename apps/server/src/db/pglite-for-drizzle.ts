import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text and parses itself, by type id: timestamp, timestamptz,
 * interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date. These are
 * drizzle's own per-query parsers for PGlite (drizzle-orm/pglite/session).
 */
const READ_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type Query = PGlite['query'];

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

function queryWithoutParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutParsers(options))) as Query;
}

/**
 * Makes a PGlite client cheap to query through drizzle. Drizzle gives every query its parsers for
 * the types above, and PGlite merges a query's parsers into a copy of its whole table of parsers (one
 * per type and array type, a few hundred) on every query: about 120 KB of garbage per statement, the
 * largest part of what a move cost the embedded database. The client reads those types as text
 * itself instead, and drizzle's per-query parsers are dropped, so a query reads the table as it is.
 * Results come out the same.
 */
export async function pgliteForDrizzle(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  for (const type of READ_AS_TEXT) client.parsers[type] = (text: string) => text;
  client.query = queryWithoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = queryWithoutParsers(tx.query.bind(tx) as Query) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return client;
}
