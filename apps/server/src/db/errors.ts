/**
 * What the server makes of database failures: whether the database is out of reach (the caller
 * answers 503 and tries again later) rather than refusing one statement, and how a failure is logged
 * without the values it carried.
 */

/** Raised by the server itself when the database does not answer in time (health probe, say). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is not available') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node socket errors: the database server cannot be reached or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * SQLSTATEs of a server that cannot serve right now: 08 connection exceptions, 53 insufficient
 * resources (too many connections, disk full, out of memory), 58 system errors (I/O), and from class
 * 57 the shutdowns and restarts (57P01–57P05) and the cancelled statement of statement_timeout (57014).
 */
function unavailableSqlState(code: string): boolean {
  return /^(08|53|58)/.test(code) || /^57P0[1-5]$/.test(code) || code === '57014';
}

/** What node-postgres and pg-pool say when a connection dies, cannot be made or does not answer. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^Client was closed/,
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and the errors it wraps (drizzle's query error wraps the driver's; connects may aggregate). */
function chain(err: unknown, depth = 0, out: ErrorLike[] = []): ErrorLike[] {
  if (depth > 6 || err === null || typeof err !== 'object' || out.includes(err as ErrorLike)) return out;
  const e = err as ErrorLike;
  out.push(e);
  chain(e.cause, depth + 1, out);
  if (Array.isArray(e.errors)) for (const inner of e.errors) chain(inner, depth + 1, out);
  return out;
}

/**
 * True when the failure says the database is out of reach or not answering (down, restarting, hung,
 * out of connections), so the request may succeed if tried again later: callers answer 503. False for
 * failures of the statement itself (a constraint, bad input), which trying again will not fix.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (SOCKET_CODES.has(code) || unavailableSqlState(code))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/** A database failure as it may be logged. */
export interface SafeDbError {
  name: string;
  message: string;
  /** SQLSTATE or socket error code. */
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** The SQL text with its $n placeholders; never the values. */
  query?: string;
  stack?: string;
  cause?: SafeDbError;
}

const MAX_MESSAGE = 300;
const MAX_FRAMES = 8;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Stack frames only: the first line of a stack repeats the message, values included. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.slice(0, MAX_FRAMES).join('\n') : undefined;
}

function safe(err: unknown, depth: number): SafeDbError {
  if (err === null || typeof err !== 'object') return { name: typeof err, message: 'A non-error value was thrown' };
  const e = err as Record<string, unknown>;
  // The class names the failure best (drizzle's query error keeps the name "Error", pg's server
  // error is named after its protocol message, "error").
  const ctor = text((e.constructor as { name?: unknown } | undefined)?.name);
  const name = ctor && ctor !== 'Error' && ctor !== 'Object' ? ctor : (text(e.name) ?? 'Error');
  const query = text(e.query);
  // Drizzle's message is "Failed query: <sql>\nparams: <values>", and the values hold password
  // hashes, tokens and whole game states: only the SQL text is kept.
  const raw = query !== undefined && Object.hasOwn(e, 'params') ? 'Failed query' : (text(e.message) ?? '');
  let message = raw.split(/\n\s*params:/)[0]!.slice(0, MAX_MESSAGE);
  // Data exceptions (SQLSTATE class 22) quote the value that was refused: the quotes are emptied.
  if (typeof e.code === 'string' && e.code.startsWith('22')) message = message.replace(/"[^"]*"/g, '"…"');
  // No prototype: pino's error serializer then reports `name` as the type instead of "Object".
  const out = Object.assign(Object.create(null) as object, { name, message }) as SafeDbError;
  // A server error's `detail`, `where` and `internalQuery` may quote row values: left out.
  for (const key of ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const) {
    const value = text(e[key]);
    if (value !== undefined) out[key] = value;
  }
  if (query !== undefined) out.query = query.slice(0, 2000);
  const stack = frames(e.stack);
  if (stack !== undefined && depth === 0) out.stack = stack;
  if (e.cause !== undefined && depth < 4) out.cause = safe(e.cause, depth + 1);
  else if (Array.isArray(e.errors) && e.errors.length > 0 && depth < 4) out.cause = safe(e.errors[0], depth + 1);
  return out;
}

/**
 * A database failure as a plain object that is safe to log: names, SQLSTATE, table and constraint,
 * the SQL text and the stack frames, but never the query's parameters nor row values quoted by the
 * server. Use it wherever a database error is logged: `log.warn({ err: safeDbError(err) }, '…')`.
 */
export function safeDbError(err: unknown): SafeDbError {
  return safe(err, 0);
}
