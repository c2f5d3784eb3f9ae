import { describe, expect, it } from 'vitest';
import type { AssistantMessage } from '@freshprice/shared';
import { withAdded } from './assistant-chat';

const preview = (id: string, actionId: string, status: 'pending' | 'applied' = 'pending'): AssistantMessage => ({
  id,
  role: 'assistant',
  text: 'Here is the change',
  createdAt: '2026-11-25T12:00:00.000Z',
  blocks: [
    { type: 'preview', actionId, list: { slug: 'l', name: 'L' }, status, rows: [], more: 0, count: 1, belowFloor: 0, large: false },
  ],
});
const said = (id: string): AssistantMessage => ({ id, role: 'assistant', text: 'Cancelled.', createdAt: '2026-11-25T12:00:00.000Z', blocks: [] });
const statuses = (messages: AssistantMessage[]) => messages.flatMap((m) => m.blocks.flatMap((b) => (b.type === 'preview' ? [b.status] : [])));

describe('adding replies to the conversation', () => {
  it('supersedes every older preview still waiting when a new preview arrives', () => {
    const old = [preview('1', 'a'), preview('2', 'b', 'applied'), preview('3', 'c')];
    expect(statuses(withAdded(old, [preview('4', 'd')]))).toEqual(['superseded', 'applied', 'superseded', 'pending']);
  });

  it('leaves the waiting preview alone when the reply proposes nothing', () => {
    const old = [preview('1', 'a')];
    const next = withAdded(old, [said('2')]);
    expect(statuses(next)).toEqual(['pending']);
    expect(next).toHaveLength(2);
  });
});
