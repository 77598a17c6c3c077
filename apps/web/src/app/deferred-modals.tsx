import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../components/lazy-part';

const ModalsProvider = lazyPart(() => import('./modals-provider'), { floating: true });

/**
 * Mantine's `modals.*` calls are window events named `mantine-modals:<action>`, which
 * ModalsProvider listens to.
 */
const PREFIX = 'mantine-modals:';
const ACTIONS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
];
const OPENING = new Set(['openModal', 'openConfirmModal', 'openContextModal'].map((action) => PREFIX + action));

interface ModalEvent {
  type: string;
  detail: unknown;
}

function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Mantine's dialogs (ModalsProvider, and the Modal, scroll area and positioning code under
 * it), fetched with the first dialog opened rather than with the first page. The calls made
 * while it loads are kept and sent again once it listens (its listeners are set in a layout
 * effect, before AfterMount's effect runs).
 */
export function DeferredModals() {
  const early = useRef<ModalEvent[]>([]);
  const listening = useRef(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const keep = (event: Event) => {
      if (listening.current) return;
      // Closing or updating before anything was opened has nothing to act on.
      if (early.current.length === 0 && !OPENING.has(event.type)) return;
      early.current.push({ type: event.type, detail: (event as CustomEvent<unknown>).detail });
      setWanted(true);
    };
    const types = ACTIONS.map((action) => PREFIX + action);
    types.forEach((type) => window.addEventListener(type, keep));
    return () => types.forEach((type) => window.removeEventListener(type, keep));
  }, []);

  const replay = useCallback(() => {
    listening.current = true;
    early.current.splice(0).forEach(({ type, detail }) => window.dispatchEvent(new CustomEvent(type, { detail })));
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <AfterMount run={replay} />
    </Suspense>
  );
}
