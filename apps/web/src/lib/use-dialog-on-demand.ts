import { useEffect, useRef, useState } from 'react';

/**
 * A dialog whose code is fetched when it is first opened (React.lazy) and then kept mounted, as
 * a dialog always mounted would be: what was typed in it stays, and closing gives the focus back.
 *
 * `useMountedSinceOpened(opened)`, in its opener: whether to mount it (from its first opening on).
 */
export function useMountedSinceOpened(opened: boolean): boolean {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted;
}

const focusedElement = () =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/**
 * `useDialogOnDemand(opened)`, in the dialog: the props for its Modal. Mantine gives the focus
 * back to where it was only when `opened` changes on a mounted Modal, and a dialog fetched on
 * demand mounts already open; so the element that had the focus as the dialog opened (its
 * button, at mount or at each opening after) is kept here and given the focus when it closes,
 * or when the dialog goes (one mounted only while it is open, `useDialogOnDemand(true)`).
 */
export function useDialogOnDemand(opened: boolean): { opened: boolean; returnFocus: false } {
  const [opening, setOpening] = useState(() => ({ opened, opener: focusedElement() }));
  if (opened !== opening.opened) setOpening({ opened, opener: opened ? focusedElement() : opening.opener });
  const { opener } = opening;
  useEffect(() => {
    if (!opened && opener?.isConnected) opener.focus({ preventScroll: true });
  }, [opened, opener]);
  // Gone while open (a dialog mounted only while it is open): nothing above gave the focus back.
  const latest = useRef(opening);
  useEffect(() => {
    latest.current = opening;
  }, [opening]);
  useEffect(
    () => () => {
      const { opened: openWhenGone, opener: goneFrom } = latest.current;
      if (openWhenGone && goneFrom?.isConnected) goneFrom.focus({ preventScroll: true });
    },
    [],
  );
  return { opened, returnFocus: false };
}
