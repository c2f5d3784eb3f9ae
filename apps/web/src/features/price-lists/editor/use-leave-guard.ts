import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved changes asks first: links inside the app through the returned blocker, closing
 * the tab through the browser. `allowLeaving` lets the next move through.
 */
export function useLeaveGuard(dirty: boolean, listRef: string) {
  const allowLeave = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  useEffect(() => {
    allowLeave.current = false;
  }, [listRef]);
  // The page's own move (to a renamed list's new slug) goes through.
  const allowLeaving = () => {
    allowLeave.current = true;
  };
  return { blocker, allowLeaving };
}
