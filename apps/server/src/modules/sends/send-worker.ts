import type { Language } from '@freshprice/shared';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { renderListSheet } from '../exports/exports.service.js';
import type { PriceListsService } from '../price-lists/price-lists.service.js';
import { changesFor, emailFor, languageOf, sheetOptionsOf, type SendContext } from './send-mail.js';
import * as repo from './sends.repo.js';
import { summaryCounts } from './send-view.js';

/** E-mails sent at once by one worker: the mail server's round trips overlap, the database is not flooded. */
export const MAIL_CONCURRENCY = 4;
/** The longest a mail server's answer is awaited before an attempt counts as cut off. */
export const INTERRUPTED_AFTER_MINUTES = 15;
/** The reason kept beside a failure: a mail server's answer, shortened. */
const REASON_MAX = 300;

/** Staff's view of a list, for work no request carries (a schedule's send, a resumed one): the sheet is built from it. */
export const STAFF_READER: Actor = { id: 'system', email: 'system', name: 'system', role: 'admin' };
/** Activity written by the server itself. */
export const SYSTEM = { id: null, email: null };

/** The mail server's answer to a refused message (nodemailer's `response`), else the error's message. */
export function failureReason(err: unknown): string {
  const response = (err as { response?: unknown } | null)?.response;
  const text = typeof response === 'string' && response.trim() ? response : err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX) || 'failed';
}

export interface SendWorkerDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  clock: () => Date;
  lists: PriceListsService;
}

/**
 * Sends a send's e-mails in the background, not awaited by the request that started it. Each
 * recipient is claimed before it is sent (sends.repo claimEmail), so a second worker for the same
 * send (another instance, a resumed send, a retry) never sends one twice. The sheet is rendered
 * once per language per run. The last worker to finish marks the send finished and records it.
 */
export function createSendWorker(deps: SendWorkerDeps) {
  const { db, logger } = deps;
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  async function contextOf(send: repo.SendRow): Promise<SendContext> {
    const [list, facts] = await Promise.all([deps.lists.detail({ actor: STAFF_READER, input: { ref: send.priceListId } }), readFacts(db)]);
    return { list, facts, options: send.options, now: deps.clock(), baseUrl: deps.baseUrl };
  }

  async function work(sendId: string, retry: boolean) {
    const send = await repo.sendById(db, sendId);
    if (!send) return;
    const candidates = await repo.recipientsOf(db, sendId, { channel: 'email', states: retry ? ['pending', 'failed'] : ['pending'] });
    if (candidates.length) {
      const ctx = await contextOf(send);
      const changes = await changesFor(db, ctx.list, candidates.map((c) => c.customerId), sendId);
      const sheets = new Map<Language, ReturnType<typeof renderListSheet>>();
      const sheetIn = (language: Language) => {
        let sheet = sheets.get(language);
        if (!sheet) sheets.set(language, (sheet = renderListSheet(ctx.list, sheetOptionsOf(ctx, language), null, ctx.facts)));
        return sheet;
      };
      const queue = [...candidates];
      const next = async (): Promise<void> => {
        // Once stopping, nothing more is claimed: what is left stays pending for the next start.
        for (let c = queue.shift(); c && !stopping; c = queue.shift()) {
          if (!(await repo.claimEmail(db, sendId, c.customerId))) continue;
          try {
            const language = languageOf(c.language);
            const sheet = await sheetIn(language);
            const mail = emailFor(ctx, { id: c.customerId, name: c.name, email: c.email, phone: c.phone, language }, changes.get(c.customerId) ?? null);
            await deps.mailer.send({ to: c.email, ...mail, attachments: [{ filename: sheet.fileName, content: sheet.pdf, contentType: 'application/pdf' }] });
          } catch (err) {
            logger.warn({ err, sendId, customerId: c.customerId }, 'list e-mail failed');
            await repo.emailFailed(db, sendId, c.customerId, failureReason(err));
            continue;
          }
          // The mail server took it: from here on it is never failed, so never sent again by a retry. If
          // this write fails, the row stays `sending` and ends as interrupted, for staff to look at.
          await repo.emailSent(db, sendId, c.customerId).catch((err) => logger.error({ err, sendId, customerId: c.customerId }, 'list e-mail sent but not recorded'));
        }
      };
      // Every loop ends before the run does (a failing one must not leave the others sending unawaited).
      const ends = await Promise.allSettled(Array.from({ length: Math.min(MAIL_CONCURRENCY, candidates.length) }, next));
      const failed = ends.find((e) => e.status === 'rejected');
      if (failed) throw failed.reason;
    }
    await finish(sendId);
  }

  /** Every run under way here has ended (tests; a graceful stop). */
  async function idle(): Promise<void> {
    while (running.size) await Promise.all(running.values());
  }

  /** Marks the send finished when nothing is left to send, and records the outcome once. */
  async function finish(sendId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.finishIfDone(tx, sendId))) return false;
      const send = (await repo.sendById(tx, sendId))!;
      if (!send.channels.includes('email')) return true;
      const { counts, skipped } = summaryCounts(await repo.countsOf(tx, [sendId]), sendId);
      const failures = await repo.recipientsOf(tx, sendId, { channel: 'email', states: ['failed'] });
      await recordActivity(tx, SYSTEM, [
        {
          resourceType: 'price_lists',
          resourceId: send.priceListId,
          action: 'exported',
          details: {
            name: send.listName,
            send: 'finished',
            sent: counts.email.sent,
            failed: counts.email.failed,
            skipped: skipped.no_address + skipped.unverified,
            ...(failures.length ? { failures: failures.slice(0, 20).map((f) => `${f.name || f.email}: ${f.reason ?? ''}`) } : {}),
          },
        },
      ]);
      return true;
    });
  }

  return {
    /**
     * Starts sending a send's pending e-mails (with `retry`, its failed ones too) after any run of it
     * already under way here; the request that asks is not kept waiting.
     */
    kick(sendId: string, retry = false): Promise<void> {
      if (stopping) return Promise.resolve();
      const before = running.get(sendId) ?? Promise.resolve();
      const run = before
        .then(() => work(sendId, retry))
        .catch((err) => logger.error({ err, sendId }, 'list send failed'))
        .finally(() => {
          if (running.get(sendId) === run) running.delete(sendId);
        });
      running.set(sendId, run);
      return run;
    },

    /** Whether a run of this send is under way in this process. */
    busy: (sendId: string) => running.has(sendId),

    finish,

    idle,

    /**
     * A graceful stop: no more e-mails are taken, those being sent end (and are recorded) before this
     * answers, so the database is not closed under them; the rest stay pending for the next start.
     */
    async stop(): Promise<void> {
      stopping = true;
      await idle();
    },
  };
}

export type SendWorker = ReturnType<typeof createSendWorker>;
