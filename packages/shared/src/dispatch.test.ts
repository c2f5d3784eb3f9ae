import { describe, expect, it } from 'vitest';
import { customerLabel, groupManifests, groupPickList, type ManifestRow, type PickRow } from './dispatch.js';
import { effectiveCutoff, orderRulesOf } from './order-rules.js';
import { DEFAULT_COMPANY_FACTS } from './company-defaults.js';

/** A product of one order (the database gathers several; one each here, merged by the grouping). */
const pick = (over: Partial<Omit<PickRow, 'recipients'>> & { customer?: string; order?: string; orderId?: string }): PickRow => {
  const { customer = 'Alpha', order = '10001', orderId = 'o1', ...rest } = over;
  const row = { category: 'fruits', productId: 'apple', nameEn: 'Apples', nameEs: 'Manzanas', unit: 'case', quantity: 1, ...rest };
  return { ...row, recipients: [{ customer, order, orderId, quantity: row.quantity }] };
};

describe('groupPickList', () => {
  it('sums a product across orders without float drift, and lists who gets how much by customer then order number', () => {
    const [fruits] = groupPickList([
      pick({ customer: 'Bravo', order: '10010', orderId: 'o10', quantity: 0.1 }),
      pick({ customer: 'Alpha', order: '10002', orderId: 'o2', quantity: 0.2 }),
      pick({ customer: 'Alpha', order: '9999', orderId: 'o9', quantity: 1 }),
    ]);
    expect(fruits!.products).toHaveLength(1);
    expect(fruits!.products[0]!.quantity).toBe(1.3);
    expect(fruits!.products[0]!.recipients.map((r) => r.order)).toEqual(['9999', '10002', '10010']);
  });

  it('orders categories as the catalogue does, unknown and missing ones last as uncategorized, products by name', () => {
    const groups = groupPickList([
      pick({ category: null, productId: null, nameEn: 'Gone item' }),
      pick({ category: 'herbs', productId: 'basil', nameEn: 'Basil' }),
      pick({ category: 'fruits', productId: 'pear', nameEn: 'Pears' }),
      pick({ category: 'vegetables', productId: 'kale', nameEn: 'Kale' }),
      pick({ category: 'fruits', productId: 'apple', nameEn: 'Apples' }),
      pick({ category: 'nonsense', productId: 'x', nameEn: 'Mystery' }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['vegetables', 'fruits', 'herbs', null]);
    expect(groups[1]!.products.map((p) => p.names.en)).toEqual(['Apples', 'Pears']);
    expect(groups[3]!.products.map((p) => p.names.en)).toEqual(['Gone item', 'Mystery']);
  });

  it('keeps a product in two units apart, and deleted products apart by name', () => {
    const [g] = groupPickList([
      pick({ unit: 'case', quantity: 2 }),
      pick({ unit: 'lb', quantity: 5 }),
      pick({ productId: null, nameEn: 'Old A', quantity: 1 }),
      pick({ productId: null, nameEn: 'Old B', quantity: 1 }),
    ]);
    expect(g!.products.map((p) => [p.names.en, p.unit, p.quantity])).toEqual([
      ['Apples', 'case', 2],
      ['Apples', 'lb', 5],
      ['Old A', 'case', 1],
      ['Old B', 'case', 1],
    ]);
  });

  it('is empty for no rows', () => {
    expect(groupPickList([])).toEqual([]);
  });
});

const customer = (id: string, company: string | null = null, name = id) => ({ id, name, email: `${id}@x.test`, company, address: null, phone: null });
const row = (over: Partial<ManifestRow> & { customer: ManifestRow['customer']; number: string }): ManifestRow => ({
  routeId: 'r1',
  routeName: 'North',
  routeCutoff: null,
  position: 1,
  order: { id: `o${over.number}`, number: over.number, lines: 1, total: '10.00', status: 'confirmed' },
  ...over,
});

describe('groupManifests', () => {
  it('puts routes by name with their stops in order, a customer\'s orders together by number, no route last', () => {
    const manifests = groupManifests([
      row({ routeId: null, routeName: null, position: null, customer: customer('z', 'Zeta'), number: '10009' }),
      row({ routeId: 'r2', routeName: 'South', position: 1, customer: customer('c'), number: '10005' }),
      row({ position: 2, customer: customer('b'), number: '10010' }),
      row({ position: 1, customer: customer('a'), number: '10003' }),
      row({ position: 2, customer: customer('b'), number: '9998' }),
      row({ routeId: null, routeName: null, position: null, customer: customer('y', 'Alpha'), number: '10001' }),
    ]);
    expect(manifests.map((m) => m.route?.name ?? null)).toEqual(['North', 'South', null]);
    expect(manifests[0]!.stops.map((s) => [s.customer.id, s.position, s.orders.map((o) => o.number)])).toEqual([
      ['a', 1, ['10003']],
      ['b', 2, ['9998', '10010']],
    ]);
    // On no route: by company name.
    expect(manifests[2]!.stops.map((s) => s.customer.id)).toEqual(['y', 'z']);
  });
});

describe('the route cutoff', () => {
  it('applies only when earlier than the company\'s', () => {
    expect(effectiveCutoff('08:00', '06:00')).toBe('06:00');
    expect(effectiveCutoff('08:00', '09:00')).toBe('08:00');
    expect(effectiveCutoff('08:00', null)).toBe('08:00');
    expect(orderRulesOf(DEFAULT_COMPANY_FACTS, '05:30').cutoff).toBe('05:30');
    expect(orderRulesOf(DEFAULT_COMPANY_FACTS).cutoff).toBe(DEFAULT_COMPANY_FACTS.sameDayCutoff);
  });

  it('names a customer by company, then name, then e-mail', () => {
    expect(customerLabel({ company: ' Café ', name: 'Ana', email: 'a@x' })).toBe('Café');
    expect(customerLabel({ company: null, name: ' ', email: 'a@x' })).toBe('a@x');
  });
});
