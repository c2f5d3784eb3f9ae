import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.js';
import { checkContact, checkContactField, type ContactField } from './contact-rules.js';

const valid = {
  fullName: 'Rosa Martínez',
  email: 'rosa@example.com',
  phone: '+1 (305) 555-0199',
  company: 'Café Rosa',
  message: 'Ten cases of tomatoes, please.',
  reason: 'purchase_inquiry',
  purchaseSize: '500_1000',
};

/** The schema's first message per field: what the API answers in `fields`. */
function schemaErrors(values: Record<string, string>): Record<string, string> {
  const result = contactSchema.safeParse(values);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const SAMPLES: [ContactField, string][] = [
  ['fullName', ''],
  ['fullName', '   '],
  ['fullName', 'x'.repeat(120)],
  ['fullName', 'x'.repeat(121)],
  ['fullName', ` ${'x'.repeat(120)} `],
  ['email', ''],
  ['email', 'nope'],
  ['email', 'a@b'],
  ['email', 'a@b.co'],
  ['email', ' a@b.co '],
  ['email', 'a..b@c.com'],
  ['email', '.a@c.com'],
  ['email', "o'brien+x@mail.example.com"],
  ['email', `${'a'.repeat(250)}@b.co`],
  ['email', 'ñ@b.co'],
  ['phone', ''],
  ['phone', 'abc'],
  ['phone', '123'],
  ['phone', '+1 305 555 0199'],
  ['phone', '(305) 555-0199'],
  ['phone', `+${'1'.repeat(30)}`],
  ['company', ''],
  ['company', 'x'.repeat(121)],
  ['message', ''],
  ['message', ' \n '],
  ['message', 'x'.repeat(5000)],
  ['message', 'x'.repeat(5001)],
  ['reason', ''],
  ['reason', 'gossip'],
  ['reason', 'other'],
  ['purchaseSize', ''],
  ['purchaseSize', 'huge'],
  ['purchaseSize', 'over_5000'],
];

describe('the contact rules', () => {
  it.each(SAMPLES)('%s %j: the plain check and the schema agree', (field, value) => {
    const expected = schemaErrors({ ...valid, [field]: value })[field] ?? null;
    expect(checkContactField(field, value)).toBe(expected);
  });

  it('names every problem of a form, in form order', () => {
    expect(checkContact(valid)).toEqual({});
    const errors = checkContact({ email: 'nope', phone: 'abc' });
    expect(Object.keys(errors)).toEqual(['fullName', 'email', 'phone', 'reason', 'purchaseSize', 'message']);
    expect(errors).toEqual(schemaErrors({ email: 'nope', phone: 'abc', fullName: '', company: '', message: '', reason: '', purchaseSize: '' }));
  });
});
