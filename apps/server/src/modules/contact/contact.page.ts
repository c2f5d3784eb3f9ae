import type { Context, Env, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTACT_FIELDS, contactSchema, type ServerFormState } from '@freshprice/shared';
import { clientIp, type TrustProxy } from '../../lib/client-ip.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { originGuard, textInputGuard } from '../../lib/request-guards.js';
import { requestLanguage, type PublicPages } from '../../lib/spa.js';
import type { ContactService } from './contact.service.js';

/**
 * A form body is larger than the same message as JSON: percent-encoding makes one accented character
 * nine bytes, so a 5,000-character message in Spanish needs room the API's 32 KB would not give.
 */
export const CONTACT_FORM_MAX_BYTES = 64 * 1024;

/** Where a sent form lands: a reload there shows the confirmation again and sends nothing. */
export const CONTACT_SENT_PATH = '/contact?sent=1';

/**
 * `POST /contact`: the contact form posted without JavaScript (form-urlencoded). The same guards, rules,
 * rate limit and service as `POST /api/contact`; the answer is the page again, in the visitor's language:
 * the form with its values and each field's message (422), or the failure's message, or, once sent, a
 * redirect to the confirmation.
 */
export function mountContactPage<E extends Env>(
  app: Hono<E>,
  deps: { contact: ContactService; pages: PublicPages | null; baseUrl: string; trustProxy: TrustProxy; logger: Logger },
): void {
  const page = async (c: Context, form: ServerFormState, status: number) => {
    const rendered = await deps.pages?.render(c, { form, status });
    // No renderer in the build: a plain answer (the app's own form, with JavaScript, is the usual way).
    return rendered ?? c.text(form.outcome === 'invalid' ? 'Please check the form and try again.' : 'The message could not be sent.', status as 400);
  };
  const failed = (c: Context, values: Record<string, string>, errorCode: string, status: number) =>
    page(c, { values, errors: {}, outcome: 'failed', errorCode }, status);

  app.post(
    '/contact',
    originGuard(deps.baseUrl),
    bodyLimit({
      maxSize: CONTACT_FORM_MAX_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        return failed(c, {}, 'payload_too_large', 413);
      },
    }),
    async (c) => {
      let badText: Record<string, string> = {};
      try {
        await textInputGuard()(c, async () => {});
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'validation_failed') throw error;
        badText = error.fields ?? {};
      }
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const values: Record<string, string> = {};
      for (const field of CONTACT_FIELDS) {
        const value = body[field];
        values[field] = typeof value === 'string' ? value.replaceAll('\u0000', '') : '';
      }

      const parsed = contactSchema.safeParse({ ...values, language: requestLanguage(c) });
      const errors: Record<string, string> = {};
      for (const [field, code] of Object.entries(badText)) if ((CONTACT_FIELDS as readonly string[]).includes(field)) errors[field] = code;
      if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
      if (!parsed.success || Object.keys(errors).length) return page(c, { values, errors, outcome: 'invalid' }, 422);

      try {
        await deps.contact.submit({ actor: null, input: { message: parsed.data, clientIp: clientIp(c, deps.trustProxy) } });
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') {
          if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
          return failed(c, values, error.code, 429);
        }
        deps.logger.error({ err: error }, 'A contact form posted without JavaScript could not be sent');
        return failed(c, values, 'internal_error', 500);
      }
      return c.redirect(CONTACT_SENT_PATH, 303);
    },
  );
}
