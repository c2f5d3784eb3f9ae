import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@freshprice/shared';

/** A JSON body of `schema`, for a route's request or response. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** The failures every signed-in route may answer. */
export const commonErrors = {
  400: { description: 'Invalid input', content: json(apiErrorSchema) },
  401: { description: 'Not signed in', content: json(apiErrorSchema) },
  403: { description: 'Not allowed for this role, or sent from another site (forbidden_origin)', content: json(apiErrorSchema) },
};

/** A named answer with the error body. */
export const errorResponse = (description: string) => ({ description, content: json(apiErrorSchema) });

/** A read that sends an ETag: a matching If-None-Match gets this. */
export const notModified = { 304: { description: 'Unchanged since the ETag sent in If-None-Match (no body)' } };

/** A route with a body limit of its own (`bodyLimit`). */
export const tooLarge = { 413: errorResponse('Body over the size limit') };

/** An `Idempotency-Key` header's value: any unique printable string (a UUID); the same key again answers the same write. */
export const idempotencyKey = z.string().min(1).max(200).regex(/^[\x21-\x7e]+$/, 'printable ASCII');
