/**
 * Failures that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the connection was dropped (server restart, failover, an administrator ending backends)
 * or could not be opened. A request caught by one is answered 503 and may simply be retried.
 */

// PostgreSQL SQLSTATEs: class 08 is "connection exception"; 57P01-57P03 are admin_shutdown,
// crash_shutdown and cannot_connect_now; 57P05 idle_session_timeout; 53300 too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped or unusable connection with plain Errors and these messages.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/** `err` and what it wraps: drizzle keeps the driver's error as `cause`; an AggregateError's errors too. */
export function* causes(err: unknown): Generator<unknown> {
  // Drizzle wraps the driver's error ("Failed query: ...") and keeps it as `cause`.
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e;
    if (e instanceof AggregateError) yield* e.errors;
  }
}

/** The driver's error (the first in the chain with a string `code`), or undefined. */
export function driverError(err: unknown): { code: string; constraint?: string; detail?: string } | undefined {
  for (const e of causes(err)) {
    if (typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string') {
      return e as { code: string; constraint?: string; detail?: string };
    }
  }
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e !== 'object' || e === null) continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code))) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * What went wrong when the server first reached PostgreSQL, and what to change, in one line
 * (undefined when the failure is not about reaching the database). Never shows the password.
 */
export function explainDatabaseStartFailure(err: unknown, databaseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return undefined;
  }
  const where = `${url.hostname}:${url.port || '5432'}`;
  const user = decodeSafely(url.username) || 'the default user';
  const database = decodeSafely(url.pathname.slice(1)) || user;
  const chain = [...causes(err)].filter((e): e is { code?: unknown; message?: unknown } => typeof e === 'object' && e !== null);
  // The driver's error, under drizzle's "Failed query" wrapper when a migration failed.
  const failure = chain.find((e) => typeof e.code === 'string') ?? chain[0];
  if (!failure) return undefined;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const said = firstLine(typeof failure.message === 'string' ? failure.message : '');

  let line: string | undefined;
  if (code === '3D000') line = `the database "${database}" does not exist on ${where}. Create it (for example: createdb ${database}) or fix the database name in DATABASE_URL`;
  else if (code === '28000' && /^role .* does not exist/.test(said)) line = `PostgreSQL at ${where} has no user (role) "${user}". Create it (for example: createuser ${user}) or fix the user name in DATABASE_URL`;
  else if (code === '28P01') line = `PostgreSQL at ${where} refused the password of user "${user}". Fix the password in DATABASE_URL`;
  else if (code === '28000') line = `PostgreSQL at ${where} refused user "${user}" (${said}). Allow it in the server's pg_hba.conf or fix DATABASE_URL`;
  else if (code === '42501') line = `user "${user}" may not create the tables in database "${database}" (${said}). Make it the database's owner, or use such a user in DATABASE_URL`;
  else if (code === 'ECONNREFUSED') line = `nothing accepts connections at ${where}. Start PostgreSQL there, or fix the host and port in DATABASE_URL`;
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') line = `the database host "${url.hostname}" was not found. Fix the host in DATABASE_URL`;
  else if (/SSL/.test(said)) line = `the SSL setting does not suit PostgreSQL at ${where} (${said}). Fix sslmode in DATABASE_URL`;
  else if (isDatabaseUnavailable(err)) line = `PostgreSQL at ${where} did not answer (${said || code}). Check that it runs and that this machine may reach it, or fix the host and port in DATABASE_URL`;
  else if (/^[0-9A-Z]{5}$/.test(code)) line = `PostgreSQL at ${where} answered: ${said}. Check DATABASE_URL and the database`;
  if (!line) return undefined;
  return redactPassword(`The server could not start: ${line}.`, url);
}

const firstLine = (s: string) => s.split('\n')[0].trim();

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Removes the URL's password from a text, raw or decoded, wherever a message may have put it. */
export function redactPassword(text: string, url: URL): string {
  let out = text;
  for (const secret of new Set([url.password, decodeSafely(url.password)])) {
    if (secret) out = out.split(secret).join('***');
  }
  return out;
}
