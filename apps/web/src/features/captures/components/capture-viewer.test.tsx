import { readCaptureBytes } from '@netclass/shared/captures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { storeCaptureSource } from '../capture-client';
import type { PacketDetail, PacketRow } from '../capture-protocol';
import { CaptureStore } from '../capture-store';
import { sampleCapture } from '../sample-capture.fixtures';
import { CaptureViewer } from './capture-viewer';
import { HexView } from './hex-view';
import { PacketList } from './packet-list';
import { PacketTree } from './packet-tree';

const render = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/', { env: 'test' });

const sampleStore = () => {
  const store = new CaptureStore();
  for (const record of readCaptureBytes(sampleCapture())) store.add(record);
  return store;
};

const fakeRow = (i: number): PacketRow => [i, '0.000000', '10.0.0.1', '10.0.0.2', 'UDP', 60, `row ${i}`, 0];

describe('PacketList', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('puts only a window of rows in the page for 100,000 packets', () => {
    render(
      <PacketList
        id="p"
        count={100_000}
        rowAt={fakeRow}
        onRange={() => {}}
        selected={null}
        onSelect={() => {}}
        onOpen={() => {}}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(10);
    expect(options.length).toBeLessThan(60);
    expect(options[0]).toHaveAttribute('aria-setsize', '100000');
    const list = screen.getByRole('listbox', { name: 'Packets' });
    fireEvent.scroll(list, { target: { scrollTop: 26 * 50_000 } });
    expect(screen.getByText('row 50000')).toBeInTheDocument();
    expect(screen.queryByText('row 0')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
  });
});

describe('CaptureViewer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('moves the selection with the keyboard and opens the details of the selected packet', async () => {
    const user = userEvent.setup();
    render(<CaptureViewer url="/x.pcap" source={storeCaptureSource(sampleStore())} />);
    const list = await screen.findByRole('listbox', { name: 'Các gói tin' });
    await screen.findByText('255.255.255.255');
    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-row-0$/));
    await user.keyboard('{End}');
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant')!)!;
    expect(active()).toHaveAttribute('aria-posinset', '4');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toHaveAttribute('aria-posinset', '2');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(active()).toHaveAttribute('aria-posinset', '1');
    await user.keyboard('{PageDown}');
    expect(active()).toHaveAttribute('aria-posinset', '4');
    await user.keyboard('{Enter}');
    const tree = await screen.findByRole('tree', { name: 'Chi tiết gói tin số 4' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')[0]).toHaveFocus());
    // A narrow screen (jsdom's) folds the bytes away until asked.
    await user.click(screen.getByRole('button', { name: 'Hiện các byte' }));
    expect(screen.getByRole('region', { name: 'Các byte của gói tin số 4' })).toHaveTextContent(
      '0000 66 77 88 99 aa bb',
    );
  });

  it('gives the tree the focus on Enter once details still on their way are in', async () => {
    const user = userEvent.setup();
    const store = sampleStore();
    let release = () => {};
    const source = {
      ...storeCaptureSource(store),
      detail: (index: number) =>
        new Promise<PacketDetail | null>((done) => (release = () => done(store.detail(index)))),
    };
    render(<CaptureViewer url="/x.pcap" source={source} />);
    const list = await screen.findByRole('listbox', { name: 'Các gói tin' });
    await screen.findByText('255.255.255.255');
    list.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    // A frame passes (any focus asked for at Enter is spent) before the details come.
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    act(() => release());
    const tree = await screen.findByRole('tree', { name: 'Chi tiết gói tin số 1' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')[0]).toHaveFocus());
  });

  it('shows a filter’s error as it is typed, with its position, and filters on Enter', async () => {
    const user = userEvent.setup();
    render(<CaptureViewer url="/x.pcap" source={storeCaptureSource(sampleStore())} />);
    const input = await screen.findByRole('textbox', { name: 'Bộ lọc hiển thị' });
    await user.type(input, 'icmp && ipp');
    expect(
      screen.getByText('“ipp” không phải là tên trường hay giao thức đã biết. (tại ký tự thứ 9)'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'icmp{Enter}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getByText('Đang hiện 2 trên 4 gói tin')).toBeInTheDocument();
  });

  it('shows a filtered list from its top, wherever the whole list was scrolled', async () => {
    const user = userEvent.setup();
    const store = new CaptureStore();
    const records = readCaptureBytes(sampleCapture());
    for (let round = 0; round < 100; round++)
      for (const record of records) if (record.kind === 'packet') store.add({ ...record, index: store.count });
    render(<CaptureViewer url="/x.pcap" source={storeCaptureSource(store)} />);
    const list = await screen.findByRole('listbox', { name: 'Các gói tin' });
    fireEvent.scroll(list, { target: { scrollTop: 26 * 380 } });
    await user.type(screen.getByRole('textbox', { name: 'Bộ lọc hiển thị' }), 'icmp{Enter}');
    await screen.findByText('Đang hiện 200 trên 400 gói tin');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('says what is wrong with a file that is not a capture', async () => {
    const store = new CaptureStore();
    for (const record of readCaptureBytes(new TextEncoder().encode('hello, not a pcap'))) store.add(record);
    render(<CaptureViewer url="/x.pcap" source={storeCaptureSource(store)} />);
    expect(await screen.findByText('Tệp này không phải là tệp bắt gói tin (pcap hoặc pcapng).')).toBeInTheDocument();
  });
});

describe('PacketTree and HexView', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('opens layers with the arrows and highlights the selected field’s bytes', async () => {
    const user = userEvent.setup();
    const detail = sampleStore().detail(2)!;
    let selected: { offset: number; length: number } | null = null;
    const { rerender } = render(
      <PacketTree tree={detail.tree} onSelect={(node) => (selected = node)} labelledBy="none" />,
    );
    const items = screen.getAllByRole('treeitem');
    expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '1', '1', '1']);
    expect(items[3]).toHaveAttribute('aria-expanded', 'false');
    act(() => items[0]!.focus());
    await user.keyboard('{End}{ArrowRight}');
    expect(screen.getAllByRole('treeitem')[3]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const icmpType = screen.getByText(/^Type: /).closest('[role="treeitem"]')!;
    expect(icmpType).toHaveAttribute('aria-selected', 'true');
    expect(icmpType).toHaveAttribute('aria-level', '2');
    expect(selected).toMatchObject({ length: 1 });
    const typeField = selected;
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('treeitem')[3]).toHaveAttribute('aria-selected', 'true');
    rerender(<HexView bytes={detail.bytes} highlight={typeField} label="Bytes" />);
    expect(screen.getByRole('region', { name: 'Bytes' }).querySelector('mark')).toHaveTextContent(/^08$/);
  });

  it('marks the bytes of the field in hex and ASCII', () => {
    const bytes = new TextEncoder().encode('0123456789abcdefGHIJ');
    const { container } = render(<HexView bytes={bytes} highlight={{ offset: 14, length: 4 }} label="Bytes" />);
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['65 66', 'ef', '47 48', 'GH']);
    expect(screen.getAllByTestId('hex-line')[0]).toHaveTextContent('0000 30 31 32 33');
  });
});
