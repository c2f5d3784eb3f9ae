import { sql } from 'drizzle-orm';
import type { SubstitutionState } from '@freshprice/shared';
import { rowsOf } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';
import { orderSubstitutions } from '../../db/schema/index.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** What the desk reads of an order line, beside what ordering reads. */
export interface DeskLineRow {
  position: number;
  productId: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  quantity: string;
  price: string;
  total: string;
  soldByWeight: boolean;
  caseWeight: string | null;
  delivered: string | null;
  caseWeights: string[] | null;
}

export interface SubstitutionRow {
  id: string;
  orderId: string;
  linePosition: number;
  productId: string | null;
  productSlug: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  price: string;
  quantity: string;
  replaces: string;
  decision: 'apply' | 'reduce' | 'ask';
  state: SubstitutionState;
  deadline: string | null;
  answeredAt: string | null;
}

const SUB_COLUMNS = sql`s.id, s.order_id as "orderId", s.line_position as "linePosition", s.product_id as "productId", s.product_slug as "productSlug",
  s.name_en as "nameEn", s.name_es as "nameEs", s.unit, s.price::text as price, s.quantity::text as quantity, s.replaces::text as replaces,
  s.decision, s.state, ${iso('s.deadline')} as deadline, ${iso('s.answered_at')} as "answeredAt"`;

export async function deskLines(db: Db, orderId: string): Promise<DeskLineRow[]> {
  return rowsOf<DeskLineRow>(
    db,
    sql`select position, product_id as "productId", name_en as "nameEn", name_es as "nameEs", unit, quantity::text as quantity,
        price::text as price, total::text as total, sold_by_weight as "soldByWeight", case_weight::text as "caseWeight",
        delivered::text as delivered, case_weights::text[] as "caseWeights"
      from order_lines where order_id = ${orderId}::uuid order by position`,
  );
}

export async function substitutionsOf(db: Db, orderId: string): Promise<SubstitutionRow[]> {
  return rowsOf<SubstitutionRow>(db, sql`select ${SUB_COLUMNS} from order_substitutions s where s.order_id = ${orderId}::uuid order by s.line_position`);
}

export async function substitutionByToken(db: Db, tokenHash: string): Promise<SubstitutionRow | undefined> {
  const [row] = await rowsOf<SubstitutionRow>(db, sql`select ${SUB_COLUMNS} from order_substitutions s where s.token_hash = ${tokenHash}`);
  return row;
}

/** Asked substitutions of the order whose deadline has passed at `at`. */
export async function overdue(db: Db, orderId: string, at: Date): Promise<SubstitutionRow[]> {
  return rowsOf<SubstitutionRow>(
    db,
    sql`select ${SUB_COLUMNS} from order_substitutions s where s.order_id = ${orderId}::uuid and s.state = 'asked' and s.deadline <= ${at.toISOString()}::timestamptz`,
  );
}

export async function setDelivered(db: Db, orderId: string, position: number, delivered: string | null) {
  await db.execute(sql`update order_lines set delivered = ${delivered}::numeric where order_id = ${orderId}::uuid and position = ${position}`);
}

export async function setCaseWeights(db: Db, orderId: string, position: number, weights: string[] | null) {
  const value = weights === null ? sql`null` : sql`${`{${weights.join(',')}}`}::numeric[]`;
  await db.execute(sql`update order_lines set case_weights = ${value} where order_id = ${orderId}::uuid and position = ${position}`);
}

export type NewSubstitution = Omit<typeof orderSubstitutions.$inferInsert, 'id' | 'createdAt'>;

/** The line's substitute, replacing any earlier one. */
export async function putSubstitution(db: Db, row: NewSubstitution) {
  await db.execute(sql`delete from order_substitutions where order_id = ${row.orderId}::uuid and line_position = ${row.linePosition}`);
  await db.insert(orderSubstitutions).values(row);
}

export async function deleteSubstitution(db: Db, id: string) {
  await db.execute(sql`delete from order_substitutions where id = ${id}::uuid`);
}

/** The end of an asked substitute; the token stops working. */
export async function closeSubstitution(db: Db, id: string, state: SubstitutionState, answeredBy: string | null, at: Date | null) {
  await db.execute(
    sql`update order_substitutions set state = ${state}, token_hash = null, answered_by = ${answeredBy},
      answered_at = ${at ? at.toISOString() : null}::timestamptz where id = ${id}::uuid`,
  );
}

/** The order's net after an adjustment; the version moves so every reader sees it changed. */
export async function setTotal(db: Db, orderId: string, total: string) {
  await db.execute(sql`update orders set total = ${total}::numeric, version = version + 1, updated_at = now() where id = ${orderId}::uuid`);
}
