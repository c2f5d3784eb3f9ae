import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a page with unsaved changes asks first: links inside the app through the returned blocker
 * (the page shows its dialog), closing the tab through the browser. Nothing is asked while `paused` (a
 * save under way), and `allowLeaving` lets the page's own next move through (to a renamed list's new
 * address); a new `resetKey` (another list opened) takes that back.
 */
export function useLeaveGuard(dirty: boolean, { paused = false, resetKey }: { paused?: boolean; resetKey?: string } = {}) {
  const allowLeave = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !paused && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
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
  }, [resetKey]);
  const allowLeaving = () => {
    allowLeave.current = true;
  };
  return { blocker, allowLeaving };
}
