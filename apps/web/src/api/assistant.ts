import type { AssistantMessage, AssistantStreamEvent, Language } from '@freshprice/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch, apiStream } from '../lib/api-client';
import { queryKeys } from './keys';
import { invalidatePriceReads } from './price-reads';


/** Every call the assistant page makes, typed by the shared contract (its writes through `assistantWrites`). */
export const assistantApi = {
  conversation: (signal?: AbortSignal) => apiFetch<{ items: AssistantMessage[] }>('/api/assistant/messages', { signal }).then((r) => r.items),
  /** Sends a request; `onText` gets the reply's text as it streams; resolves with the stored messages. */
  async send(text: string, language: Language, onText: (text: string) => void): Promise<AssistantMessage[]> {
    let streamed = '';
    let messages: AssistantMessage[] | null = null;
    await apiStream<AssistantStreamEvent>('/api/assistant/messages', { text, language }, (event) => {
      if (event.type === 'delta') onText((streamed += event.text));
      else if (event.type === 'done') messages = event.messages;
      else throw new Error(event.message);
    });
    if (!messages) throw new Error('The reply ended early');
    return messages;
  },
  /** `largeMoves`: the user ticked the preview's flagged moves (to $0.00 or large); the server refuses them without it. */
  confirm: (id: string, language: Language, large: boolean, largeMoves: boolean) =>
    apiFetch<{ items: AssistantMessage[] }>(`/api/assistant/actions/${id}/confirm`, { method: 'POST', body: { language, large, largeMoves } }).then((r) => r.items),
  cancel: (id: string, language: Language) => apiFetch<{ items: AssistantMessage[] }>(`/api/assistant/actions/${id}/cancel`, { method: 'POST', body: { language } }).then((r) => r.items),
  clear: () => apiFetch<void>('/api/assistant/messages', { method: 'DELETE' }),
};

/** The conversation kept on the server; the chat appends to its cached copy as replies arrive. */
export const conversationQuery = queryOptions({
  queryKey: queryKeys.assistant(),
  queryFn: ({ signal }) => assistantApi.conversation(signal),
});

/**
 * The assistant's writes. A confirmed change or an undo (by button or by a typed "yes" / "undo that")
 * changes prices, so after each one every screen showing them, in this tab and the app's others, reads
 * them again.
 */
export function assistantWrites(queryClient: QueryClient) {
  const refreshing = async (run: Promise<AssistantMessage[]>) => {
    const added = await run;
    void invalidatePriceReads(queryClient);
    return added;
  };
  return {
    send: (text: string, language: Language, onText: (text: string) => void) => refreshing(assistantApi.send(text, language, onText)),
    confirm: (id: string, language: Language, large: boolean, largeMoves: boolean) => refreshing(assistantApi.confirm(id, language, large, largeMoves)),
    cancel: (id: string, language: Language) => refreshing(assistantApi.cancel(id, language)),
  };
}
