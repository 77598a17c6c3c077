import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useDialogOnDemand, useMountedSinceOpened } from './use-dialog-on-demand';

function NoteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  return (
    <Modal {...useDialogOnDemand(opened)} onClose={onClose} title="Ghi chú">
      <input
        aria-label="Nội dung"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
    </Modal>
  );
}
const LazyNoteDialog = lazy(async () => ({ default: NoteDialog }));

function Opener() {
  const [opened, setOpened] = useState(false);
  const mounted = useMountedSinceOpened(opened);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Mở
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyNoteDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

describe('a dialog fetched on demand', () => {
  it('is not mounted before it is opened; once opened it keeps what was typed, and closing gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Opener /> }], '/', { env: 'test' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Mở' });

    await user.click(button);
    const input = await screen.findByRole('textbox', { name: 'Nội dung' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'Ôn tập VLAN');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    expect(await screen.findByRole('textbox', { name: 'Nội dung' })).toHaveValue('Ôn tập VLAN');
  });

  it('mounted only while open, gives the focus back to its button when it goes', async () => {
    const user = userEvent.setup();
    function OpenWhileShown() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Lên lịch
          </button>
          {opened && (
            <Suspense fallback={null}>
              <LazyNoteDialog opened onClose={() => setOpened(false)} />
            </Suspense>
          )}
        </>
      );
    }
    renderRoutes([{ path: '/', element: <OpenWhileShown /> }], '/', { env: 'test' });
    const button = screen.getByRole('button', { name: 'Lên lịch' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nội dung' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('kept mounted and closed, does not take the focus when it goes', async () => {
    const user = userEvent.setup();
    function RemovableDialog() {
      const [opened, setOpened] = useState(false);
      const [removed, setRemoved] = useState(false);
      const mounted = useMountedSinceOpened(opened);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Mở
          </button>
          <button type="button" onClick={() => setRemoved(true)}>
            Gỡ
          </button>
          {mounted && !removed && (
            <Suspense fallback={null}>
              <LazyNoteDialog opened={opened} onClose={() => setOpened(false)} />
            </Suspense>
          )}
        </>
      );
    }
    renderRoutes([{ path: '/', element: <RemovableDialog /> }], '/', { env: 'test' });
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await screen.findByRole('textbox', { name: 'Nội dung' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const remove = screen.getByRole('button', { name: 'Gỡ' });
    await user.click(remove);
    expect(remove).toHaveFocus();
  });
});
