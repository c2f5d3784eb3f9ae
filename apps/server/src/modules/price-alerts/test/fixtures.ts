import { sql } from 'drizzle-orm';
import type { MailMessage } from '../../../lib/mail.js';
import { BASE_URL, type TestServer } from '../../../test/harness.js';
import { createPriceAlertsService } from '../price-alerts.service.js';

/**
 * Time for the price-alert tests: rather than a clock the database does not follow, every instant
 * the alerts read (price changes, checks, alerts, notes, orders) moves back `minutes`, which is the
 * same as that much time passing.
 */
export async function timePasses(s: TestServer, minutes: number) {
  const back = sql`make_interval(mins => ${minutes}::int)`;
  const db = s.database.db;
  await db.execute(sql`update price_history set changed_at = changed_at - ${back}`);
  await db.execute(sql`update price_items set price_changed_at = price_changed_at - ${back}`);
  await db.execute(sql`update price_alert_checks set checked_at = checked_at - ${back}`);
  await db.execute(sql`update price_alerts set created_at = created_at - ${back}, mailed_at = mailed_at - ${back}, dismissed_at = dismissed_at - ${back}`);
  await db.execute(sql`update price_move_notes set created_at = created_at - ${back}`);
  await db.execute(sql`update orders set created_at = created_at - ${back}`);
}

/** The alerts service as the scheduler runs it, with a mailer of its own. */
export function alertsTicker(s: TestServer, settleSeconds = 1800) {
  const mails: MailMessage[] = [];
  let failing = 0;
  const service = createPriceAlertsService({
    db: s.database.db,
    mailer: {
      send: async (m) => {
        if (failing > 0) {
          failing--;
          throw new Error('mail server down');
        }
        mails.push(m);
      },
      describe: () => 'memory',
    },
    baseUrl: BASE_URL,
    settleSeconds,
  });
  return { mails, tick: (now = new Date()) => service.tick(now), failNext: (n: number) => (failing = n) };
}

/** A customer's past order of these products (quantities in their unit): their usual items. */
export async function pastOrder(s: TestServer, customerId: string, listId: string, lines: [productId: string, quantity: number][], status = 'delivered') {
  const db = s.database.db;
  const res = (await db.execute(sql`insert into orders (number, customer_id, price_list_id, price_list_name, delivery_date, status, total)
    values (${`A${Math.floor(Math.random() * 1e9)}`}, ${customerId}, ${listId}::uuid, 'List', current_date - 3, ${status}, 100) returning id`)) as unknown as { rows: { id: string }[] };
  const orderId = res.rows[0]!.id;
  let position = 1;
  for (const [productId, quantity] of lines) {
    await db.execute(sql`insert into order_lines (order_id, position, product_id, product_slug, name_en, name_es, unit, quantity, price, total)
      select ${orderId}::uuid, ${position++}, p.id, p.slug, p.name_en, p.name_es, p.unit, ${quantity}, 10, 10 from products p where p.id = ${productId}::uuid`);
  }
  return orderId;
}

/** A standing order of the customer on the list, delivered on `weekdays`. */
export async function standingOrder(s: TestServer, customerId: string, listId: string, weekdays: string[], lines: [productId: string, quantity: number][], paused = false) {
  const db = s.database.db;
  const res = (await db.execute(sql`insert into standing_orders (customer_id, price_list_id, name, weekdays, paused_at)
    values (${customerId}, ${listId}::uuid, 'Weekly', ${`{${weekdays.join(',')}}`}::text[], ${paused ? sql`now()` : sql`null`}) returning id`)) as unknown as {
    rows: { id: string }[];
  };
  const id = res.rows[0]!.id;
  let position = 1;
  for (const [productId, quantity] of lines) {
    await db.execute(sql`insert into standing_order_lines (standing_order_id, position, product_id, quantity) values (${id}::uuid, ${position++}, ${productId}::uuid, ${quantity})`);
  }
  return id;
}

export async function alertRows(s: TestServer, customerId?: string) {
  const res = (await s.database.db.execute(
    sql`select customer_id as "customerId", product_id as "productId", old_price::text as old, new_price::text as new, quantity::text as quantity,
        delivery_date::text as "deliveryDate", note_en as "noteEn", note_es as "noteEs", mailed_at is not null as mailed, dismissed_at is not null as dismissed
      from price_alerts ${customerId ? sql`where customer_id = ${customerId}` : sql``} order by id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}
