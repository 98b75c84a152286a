import pg from 'pg';

/**
 * A new empty database on the PostgreSQL server of `adminUrl`, for one run: a server picks up every
 * unfinished game it finds, so a run on the last run's database would also play the last run's rooms
 * (their phones gone, the AI playing every seat). Returns its URL.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
