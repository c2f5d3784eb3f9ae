import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_TEXT_MAX, isStaff, type AssistantMessage, type Role } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { readerLanguage } from '../../../lib/format';
import { assistantApi, assistantWrites, conversationQuery } from '../../../api/assistant';
import { MessageBlock } from './message-blocks';

const KEY = conversationQuery.queryKey;

/**
 * The conversation with `added` at its end. A new preview supersedes every older one still waiting
 * (the server confirms only the newest), so their buttons go at once, before the conversation is read again.
 */
export function withAdded(old: AssistantMessage[], added: AssistantMessage[]): AssistantMessage[] {
  const proposes = added.some((m) => m.blocks.some((b) => b.type === 'preview' && b.status === 'pending'));
  const kept = proposes
    ? old.map((m) =>
        m.blocks.some((b) => b.type === 'preview' && b.status === 'pending')
          ? { ...m, blocks: m.blocks.map((b) => (b.type === 'preview' && b.status === 'pending' ? { ...b, status: 'superseded' as const } : b)) }
          : m,
      )
    : old;
  return [...kept, ...added];
}

/** The signed-in assistant: the conversation kept on the server, a request box, replies as they stream. */
export function AssistantChat({ role }: { role: Role }) {
  // The replies' tables use the words of `common` and `priceLists`: loading them with the page keeps a
  // reply with a table from suspending (hiding) the chat while someone types in it.
  const { t, i18n } = useTranslation(['assistant', 'common', 'priceLists']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery);
  const writes = assistantWrites(queryClient);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<{ request: string; reply: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [clearing, setClearing] = useState(false);
  const inputId = useId();
  const end = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLFormElement>(null);
  const cleared = useRef(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const messages = conversation.data ?? [];
  const append = async (added: AssistantMessage[]) => {
    // A read of the conversation started before these were stored (the page was opened again, the
    // window refocused) would otherwise land after them and take them off the screen.
    await queryClient.cancelQueries({ queryKey: KEY });
    queryClient.setQueryData<AssistantMessage[]>(KEY, (old) => withAdded(old ?? [], added));
  };

  useEffect(() => {
    // The newest answer ends above the input bar that stays at the bottom of the window, not under it.
    const marker = end.current;
    if (!marker) return;
    marker.style.scrollMarginBottom = `${(bar.current?.offsetHeight ?? 0) + 16}px`;
    marker.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending?.reply]);

  useEffect(() => {
    // After starting over, the request box (the "Start over" button the dialog came from is now disabled).
    if (!clearing && cleared.current) {
      cleared.current = false;
      input.current?.focus();
    }
  }, [clearing]);

  function failed(error: unknown) {
    if (error instanceof ApiError && error.status === 429) notify('error', t('errors.rateLimited'));
    else if (error instanceof ApiError && error.status === 409) {
      notify('error', t('errors.decided'));
      void conversation.refetch();
    } else if (error instanceof ApiError && error.code === 'large_move') notify('error', t('errors.largeMoves'));
    else notify('error', t('errors.send'));
  }

  async function ask(request: string) {
    const trimmed = request.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setPending({ request: trimmed, reply: '' });
    try {
      const added = await writes.send(trimmed, language, (reply) => setPending({ request: trimmed, reply }));
      await append(added);
      setText('');
    } catch (error) {
      setText(trimmed);
      failed(error);
    } finally {
      setPending(null);
      setBusy(false);
      input.current?.focus();
    }
  }

  async function decide(call: () => Promise<AssistantMessage[]>) {
    setBusy(true);
    try {
      await append(await call());
      // The preview above now reads as decided: its status comes from the server.
      await conversation.refetch();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function clear() {
    setBusy(true);
    try {
      await assistantApi.clear();
      queryClient.setQueryData(KEY, []);
      cleared.current = true;
      setClearing(false);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(text);
    }
  };

  const suggestions = t(isStaff(role) ? 'suggestions.staff' : 'suggestions.customer', { returnObjects: true }) as string[];

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {conversation.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void conversation.refetch()} /> : null}
      <section aria-label={t('conversation')} className="min-w-0 space-y-4">
        {conversation.isSuccess && messages.length === 0 && !pending ? (
          <div className="rounded-md border border-gray-200 p-4 dark:border-gray-700">
            <p className="text-gray-800 dark:text-gray-200">{t('empty')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {suggestions.map((s) => (
                <button key={s} type="button" className={`${buttonSecondary} px-3 py-1 text-sm`} onClick={() => void ask(s)}>
                  {s}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <ol className="space-y-4">
          {messages.map((m) => (
            <Bubble key={m.id} role={m.role} label={m.role === 'user' ? t('you') : t('assistant')} text={m.text}>
              {m.blocks.map((b, i) => (
                <MessageBlock
                  key={i}
                  block={b}
                  language={language}
                  busy={busy}
                  onChoose={(request) => void ask(request)}
                  onConfirm={(id, large, largeMoves) => void decide(() => writes.confirm(id, language, large, largeMoves))}
                  onCancel={(id) => void decide(() => writes.cancel(id, language))}
                />
              ))}
            </Bubble>
          ))}
          {pending ? (
            <>
              <Bubble role="user" label={t('you')} text={pending.request} />
              <Bubble role="assistant" label={t('assistant')} text={pending.reply || t('sending')} live />
            </>
          ) : null}
        </ol>
        <div ref={end} />
      </section>

      <form ref={bar} onSubmit={submit} className="sticky bottom-0 -mx-1 border-t border-gray-200 bg-white p-1 pb-2 dark:border-gray-800 dark:bg-gray-950">
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('input')}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-end">
          <textarea
            ref={input}
            id={inputId}
            rows={2}
            maxLength={ASSISTANT_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${inputId}-hint`}
            className="block w-full min-w-0 flex-1 rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100"
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonPrimary} disabled={busy || !text.trim()}>
              {busy ? t('sending') : t('send')}
            </button>
            <button type="button" className={buttonSecondary} disabled={busy || messages.length === 0} onClick={() => setClearing(true)}>
              {t('clear')}
            </button>
          </div>
        </div>
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('inputHint')}
        </p>
      </form>
      <ConfirmDialog
        open={clearing}
        title={t('clearTitle')}
        confirmLabel={t('clear')}
        cancelLabel={t('cancel')}
        destructive
        busy={busy}
        onConfirm={() => void clear()}
        onCancel={() => setClearing(false)}
      >
        <p>{t('clearConfirm')}</p>
      </ConfirmDialog>
    </div>
  );
}

function Bubble({ role, label, text, live, children }: { role: 'user' | 'assistant'; label: string; text: string; live?: boolean; children?: ReactNode }) {
  const mine = role === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`min-w-0 max-w-full rounded-lg px-4 py-3 sm:max-w-[85%] ${
          mine ? 'bg-emerald-50 text-gray-900 dark:bg-emerald-950 dark:text-gray-100' : 'border border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100'
        }`}
      >
        <p className="text-xs font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">{label}</p>
        <p className="whitespace-pre-line break-words" aria-live={live ? 'polite' : undefined}>
          {text}
        </p>
        {children}
      </div>
    </li>
  );
}
