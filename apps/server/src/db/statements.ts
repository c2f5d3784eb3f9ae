import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './tx.js';

/**
 * Rows per multi-row statement. PostgreSQL takes at most 65,535 parameters per statement; at a dozen
 * columns a row, 2,000 rows stay well below, and a write of N rows costs N/2,000 statements.
 */
export const ROWS_PER_STATEMENT = 2000;

/** Writes `rows` ROWS_PER_STATEMENT at a time. */
export async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await write(rows.slice(i, i + ROWS_PER_STATEMENT));
}

/** The rows of a plain statement, the same way on pg and PGlite (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The rows of a statement read back as ONE JSON text (`json_agg`), in `orderBy` of the row's own
 * column aliases: thousands of rows cost the driver one field to parse instead of one per column
 * of every row, which on the embedded database is most of a large read's time (ADR 020: a
 * 2,000-item list read 2x faster). Only for rows whose values JSON carries as they are (texts,
 * booleans, numbers; times as ISO text).
 */
export async function jsonRowsOf<T>(db: Db, query: SQL, orderBy: SQL): Promise<T[]> {
  const [row] = await rowsOf<{ rows: string }>(db, sql`select coalesce(json_agg(r order by ${orderBy}), '[]')::text as rows from (${query}) r`);
  return JSON.parse(row!.rows) as T[];
}

/** Ids as ONE uuid[] parameter: a list of N ids binds one value. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Texts as ONE text[] parameter, each element quoted (any text may be in it). */
export const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Rows as ONE json parameter, read back with `json_to_recordset(...) as x(column type, ...)`: a
 * statement of N rows is built and bound at the cost of one parameter. (A 500-row `values` list of 18
 * columns is 9,000 parameters, and building it was most of an import batch's CPU.) Keys are the
 * objects' own, so quote camelCase ones in the column list.
 */
export const jsonRecords = (rows: readonly object[]) => sql`${JSON.stringify(rows, wellFormed)}::json`;

/**
 * PostgreSQL refuses JSON holding half of a surrogate pair (an emoji cut in two), where a plain text
 * parameter would have taken it: such halves become U+FFFD, as the driver does for text.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed(_key: string, value: unknown) {
  return typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
}
