import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './catalogue-page';

export { SEARCH_DEBOUNCE_MS };

/**
 * The search box's text, kept in step with the URL's `q`: the box answers every key at once, and
 * `writeQ` puts the text in the URL once typing pauses. A `q` the box did not write (Back, a link,
 * Clear filters) replaces the text. A `q` it wrote itself never does, even when the URL catches up
 * after the visitor has typed more, so no keystroke is lost.
 */
export function useUrlSearchText(urlQ: string, writeQ: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(urlQ);
  const [seenQ, setSeenQ] = useState(urlQ);
  const [writtenQ, setWrittenQ] = useState<string | null>(null);
  if (seenQ !== urlQ) {
    setSeenQ(urlQ);
    if (urlQ !== writtenQ) setText(urlQ);
  }

  const write = useEffectEvent((q: string) => {
    setWrittenQ(q);
    writeQ(q);
  });
  useEffect(() => {
    if (text === urlQ) return;
    const id = window.setTimeout(() => write(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, urlQ]);

  return [text, setText];
}
