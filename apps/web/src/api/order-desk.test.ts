import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { DEFAULT_COMPANY_FACTS, type Business } from '@freshprice/shared';
import { server } from '../test/msw-server';
import { saveCompanyFacts } from './company';
import { queryKeys } from './keys';
import { cancelOrder, confirmOrders } from './order-desk';
import { saveBusiness } from './users';

// The staff's ordering writes: each leaves stale every read that shows what it changed, and only those.

const deskReads: QueryKey[] = [queryKeys.orderDesk.list({ date: '2026-12-02', status: null, q: '' }), queryKeys.orderDesk.order('o1'), queryKeys.orders.list({}), queryKeys.orders.planner('list'), queryKeys.activity.log({})];
const otherReads: QueryKey[] = [queryKeys.me(), queryKeys.priceLists.index(), queryKeys.profile.all(), queryKeys.users.business('c2')];

function seeded() {
  const queryClient = new QueryClient();
  for (const key of [...deskReads, ...otherReads, queryKeys.company(), queryKeys.users.business('c1')]) queryClient.setQueryData(key, {});
  const stale = () => [...deskReads, ...otherReads].filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}
const keys = (list: QueryKey[]) => list.map((key) => JSON.stringify(key));
const business: Business = { company: 'Café Luna', address: null, size: 'large', deliveryDays: null, substitutions: true, substitutionLimit: null, minimumWaived: false, lateOrderAllowed: false, quickbooksName: null };

describe('ordering writes of the staff', () => {
  it('confirming and cancelling: the desk (lists and opened orders) and the activity log', async () => {
    server.use(
      http.post('*/api/orders/confirm', () => HttpResponse.json({ confirmed: 2 })),
      http.post('*/api/orders/:id/cancel', () => HttpResponse.json({ id: 'o1', status: 'cancelled' })),
    );
    for (const write of [(q: QueryClient) => confirmOrders(q, ['o1', 'o2']), (q: QueryClient) => cancelOrder(q, 'o1', 'No mangoes')]) {
      const { queryClient, stale } = seeded();
      await write(queryClient);
      expect(stale()).toEqual(keys(deskReads));
    }
  });

  it("a customer's business: the desk and the log read again; that customer's business is the answer", async () => {
    server.use(http.put('*/api/users/c1/business', () => HttpResponse.json(business)));
    const { queryClient, stale } = seeded();
    await saveBusiness(queryClient, 'c1', { size: 'large' });
    expect(stale()).toEqual(keys(deskReads));
    expect(queryClient.getQueryData(queryKeys.users.business('c1'))).toEqual(business);
  });

  it('the ordering settings: every page reads the saved facts; the desk and the log read again', async () => {
    const saved = { ...DEFAULT_COMPANY_FACTS, sameDayCutoff: '07:30' };
    server.use(http.put('*/api/company', () => HttpResponse.json(saved)));
    const { queryClient, stale } = seeded();
    await saveCompanyFacts(queryClient, saved);
    expect(stale()).toEqual(keys(deskReads));
    expect(queryClient.getQueryData(queryKeys.company())).toEqual(saved);
  });
});
