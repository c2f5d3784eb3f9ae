import { describe, expect, it } from 'vitest';
import { businessInputSchema, type Business } from '@freshprice/shared';
import { businessFormSchema, businessFormValues, businessInputOf } from './business-form';

const stored: Business = {
  company: 'Café Ñ',
  address: '1 Bay St',
  size: 'medium',
  deliveryDays: ['mon', 'thu'],
  substitutions: true,
  substitutionLimit: 10,
  minimumWaived: false,
  lateOrderAllowed: false,
  quickbooksName: null,
};

describe('the staff business form', () => {
  it('answers what the server has, unchanged, when nothing was edited', () => {
    const body = businessInputOf(businessFormValues(stored));
    expect(body).toEqual({ ...stored });
    expect(businessInputSchema.safeParse(body).success).toBe(true);
  });

  it('reads no day (or all seven) as every truck day, and keeps the days in week order', () => {
    const values = businessFormValues(stored);
    expect(businessInputOf({ ...values, deliveryDays: [] }).deliveryDays).toBeNull();
    expect(businessInputOf({ ...values, deliveryDays: ['sun', 'sat', 'fri', 'thu', 'wed', 'tue', 'mon'] }).deliveryDays).toBeNull();
    expect(businessInputOf({ ...values, deliveryDays: ['fri', 'tue'] }).deliveryDays).toEqual(['tue', 'fri']);
  });

  it('sends empty text as none, and no limit when substitutions are off', () => {
    const values = { ...businessFormValues(stored), company: '  ', address: '', substitutionLimit: '' };
    expect(businessInputOf(values)).toMatchObject({ company: null, address: null, substitutionLimit: null });
    expect(businessInputOf({ ...values, substitutions: false, substitutionLimit: '15' }).substitutionLimit).toBeNull();
    expect(businessInputOf({ ...values, substitutionLimit: ' 15 ' }).substitutionLimit).toBe(15);
  });

  it('takes a limit of 0 to 100 whole percent only', () => {
    const problem = (substitutionLimit: string) =>
      businessFormSchema.safeParse({ ...businessFormValues(stored), substitutionLimit }).error?.issues[0]?.message ?? null;
    expect(problem('0')).toBeNull();
    expect(problem('100')).toBeNull();
    expect(problem('')).toBeNull();
    expect(problem('101')).toBe('percentWhole');
    expect(problem('2.5')).toBe('percentWhole');
    expect(problem('-1')).toBe('percentWhole');
  });
});
