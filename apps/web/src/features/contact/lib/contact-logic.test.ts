import { describe, expect, it } from 'vitest';
import { contactSchema } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { classifyContactError, readContactPrefill, serverFieldErrors, serverFormFailure } from './contact-logic';

describe('classifyContactError', () => {
  it('tells each kind of failure apart', () => {
    expect(classifyContactError(new ApiError(0, 'network_error', 'x'))).toBe('network');
    expect(classifyContactError(new ApiError(500, 'internal', 'x'))).toBe('server');
    expect(classifyContactError(new ApiError(503, 'http_503', 'x'))).toBe('server');
    expect(classifyContactError(new ApiError(429, 'rate_limited', 'x'))).toBe('rateLimited');
    expect(classifyContactError(new ApiError(413, 'payload_too_large', 'x'))).toBe('tooLarge');
    expect(classifyContactError(new ApiError(400, 'validation_failed', 'x', { email: 'emailInvalid' }))).toBe('form');
    expect(classifyContactError(new ApiError(404, 'not_found', 'x'))).toBe('unknown');
    expect(classifyContactError(new TypeError('boom'))).toBe('unknown');
  });

  it('keeps the server field errors the form knows, in form order', () => {
    const error = new ApiError(400, 'validation_failed', 'x', { message: 'messageMax', email: 'emailInvalid', other: 'x' });
    expect(serverFieldErrors(error)).toEqual([
      ['email', 'emailInvalid'],
      ['message', 'messageMax'],
    ]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('readContactPrefill', () => {
  it('reads a known reason and a product', () => {
    expect(readContactPrefill(new URLSearchParams('reason=check_availability&product=sandia'))).toEqual({
      reason: 'check_availability',
      product: 'sandia',
    });
  });

  it('ignores an unknown reason and a blank product', () => {
    expect(readContactPrefill(new URLSearchParams('reason=hack&product=%20'))).toEqual({ reason: null, product: null });
  });
});

describe('the shared contact schema', () => {
  it('gives translation keys for the browser to show', () => {
    const result = contactSchema.safeParse({ fullName: '', email: 'x', message: '', reason: '', purchaseSize: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
      reason: 'reasonRequired',
      purchaseSize: 'purchaseSizeRequired',
    });
  });
});

describe('serverFormFailure', () => {
  it('reads the failure of a form posted without JavaScript', () => {
    const form = (outcome: 'invalid' | 'sent' | 'failed', errorCode?: string) => ({ values: {}, errors: {}, outcome, errorCode });
    expect(serverFormFailure(null)).toBeNull();
    expect(serverFormFailure(form('sent'))).toBeNull();
    expect(serverFormFailure(form('invalid'))).toBe('form');
    expect(serverFormFailure(form('failed', 'rate_limited'))).toBe('rateLimited');
    expect(serverFormFailure(form('failed', 'payload_too_large'))).toBe('tooLarge');
    expect(serverFormFailure(form('failed', 'internal_error'))).toBe('server');
    expect(serverFormFailure(form('failed'))).toBe('unknown');
  });
});
