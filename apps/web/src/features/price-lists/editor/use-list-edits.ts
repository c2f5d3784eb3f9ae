import { useMemo, useState } from 'react';
import { useHistory } from '../../../lib/grid/history';
import type { PriceListDetail } from '@freshprice/shared';
import { isLinked, noEdits, summarize, type Difference, type Edits, type LinkRule } from './edits';

/** The pending edits of a list, the version they were made on, and what a reload found changed under them. */
export function useListEdits(fresh: PriceListDetail) {
  // Every change of the pending edits (a typed price, a paste, a fill, a bulk adjustment, an addition,
  // a removal, a follow, an upload: each one setEdits call) is one step of undo and redo, until a save,
  // a discard or a reload starts a new history (`resetEdits`).
  const history = useHistory<Edits>(noEdits);
  const { value: edits, set: setEdits, reset: resetEdits } = history;
  const counts = summarize(edits);
  const dirty = counts.changes + counts.invalid > 0;
  // While edits are pending the grid stays on the version they were made on (a background read of a
  // newer one must not slip under them: the save is checked against this version).
  const [held, setHeld] = useState(fresh);
  if (!dirty && held !== fresh && fresh.version >= held.version) setHeld(fresh);
  const detail = held;
  const newerMeanwhile = dirty && fresh.version > held.version ? fresh : null;

  const linked = isLinked(detail);
  const rule: LinkRule = useMemo(() => ({ adjustment: linked ? (detail.adjustment ?? null) : null }), [linked, detail.adjustment]);
  const [differences, setDifferences] = useState<ReadonlyMap<string, Difference>>(() => new Map());
  const [announcement, setAnnouncement] = useState('');

  return { edits, setEdits, resetEdits, history: { undo: history.undo, redo: history.redo, canUndo: history.canUndo, canRedo: history.canRedo }, counts, dirty, detail, setHeld, newerMeanwhile, linked, rule, differences, setDifferences, announcement, setAnnouncement };
}

export type ListEdits = ReturnType<typeof useListEdits>;
