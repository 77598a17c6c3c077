import { expect, test, type Page } from '@playwright/test';
import { pcapFile } from '../packages/shared/src/captures/capture.fixtures.js';
import { dhcp, ethernet, icmpEcho, ip4, ipv4, udpFrame } from '../packages/shared/src/captures/packets.fixtures.js';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const title = `Lab DHCP ${tag}`;
/** The demo seed's first course. */
const COURSE_ID = 101;
const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

/** A DHCP discover and offer, then an ICMP echo request and its reply (the shared package's capture fixtures). */
function labCapture(): Buffer {
  const client = '02:00:00:00:00:01';
  const offer = dhcp(
    2,
    0x1234,
    client,
    [
      [53, [2]],
      [3, ip4('10.0.0.1')],
    ],
    '10.0.0.20',
  );
  const echo = (type: number, src: string, dst: string) =>
    ethernet(ipv4({ protocol: 1, src, dst }, icmpEcho(type, 7, 1, [1, 2, 3, 4])));
  const bytes = pcapFile([
    { data: udpFrame(68, 67, dhcp(1, 0x1234, client, [[53, [1]]]), '0.0.0.0', '255.255.255.255'), seconds: 10 },
    { data: udpFrame(67, 68, offer, '10.0.0.1', '10.0.0.20'), seconds: 10, fraction: 250_000 },
    { data: echo(8, '10.0.0.20', '10.0.0.1'), seconds: 11 },
    { data: echo(0, '10.0.0.1', '10.0.0.20'), seconds: 11, fraction: 1_000 },
  ]);
  return Buffer.from(bytes);
}

/** Opens the viewer of `lab.pcap` from a list of versions, filters on ICMP and opens the reply. */
async function viewPackets(page: Page, screen: string) {
  await page.getByRole('list', { name: 'Các lần nộp' }).getByRole('button', { name: 'Xem gói tin: lab.pcap' }).click();
  const viewer = page.getByRole('dialog', { name: 'Các gói tin của lab.pcap' });
  const packets = viewer.getByRole('listbox', { name: 'Các gói tin' });
  await expect(packets.getByRole('option')).toHaveCount(4);
  await expect(packets.getByRole('option').first()).toContainText('DHCP');
  const filter = viewer.getByRole('textbox', { name: 'Bộ lọc hiển thị' });
  await filter.fill('icmp && ipp');
  await expect(
    viewer.getByText(/“ipp” không phải là tên trường hay giao thức đã biết\. \(tại ký tự thứ 9\)/),
  ).toBeVisible();
  await filter.fill('icmp');
  await filter.press('Enter');
  await expect(packets.getByRole('option')).toHaveCount(2);
  await expect(viewer.getByText('Đang hiện 2 trên 4 gói tin')).toBeVisible();
  await packets.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const tree = viewer.getByRole('tree', { name: 'Chi tiết gói tin số 4' });
  await expect(tree.getByRole('treeitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: /^Type: .*\(0\)/ })).toHaveAttribute('aria-selected', 'true');
  const bytes = viewer.getByRole('region', { name: 'Các byte của gói tin số 4' });
  await expect(bytes).toContainText('0000  66 77 88 99 aa bb');
  await expect(bytes.locator('mark').first()).toHaveText('00');
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test('a student hands in a capture and reads its packets; the teacher opens it from the grading view', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = bearer(await page.evaluate(() => localStorage.getItem('token')));
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: {
      title,
      allowed_types: ['pcap', 'pcapng'],
      max_file_mb: 5,
      due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      max_points: 10,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).assignment.id as number;
  const published = await request.put(`/api/assignments/${id}/publication`, {
    headers: teacherAuth,
    data: { state: 'published' },
  });
  expect(published.status()).toBe(200);

  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(`/assignment/${id}`);
  const handIn = student.getByRole('form', { name: 'Nộp bài' });
  await handIn
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'lab.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: labCapture() }]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await expect(student.getByRole('list', { name: 'Các lần nộp' }).getByTestId('hand-in-version')).toHaveCount(1);
  // The built server analyses the hand-in on a worker thread: its summary comes to the student who handed it in.
  const studentAuth = bearer(await student.evaluate(() => localStorage.getItem('token')));
  const mine = await (await request.get(`/api/assignments/${id}`, { headers: studentAuth })).json();
  const fileId = mine.assignment.mine.versions[0].files[0].id as number;
  const analysis = async () =>
    (await (await request.get(`/api/hand-in-files/${fileId}/capture-analysis`, { headers: studentAuth })).json())
      .analysis;
  await expect.poll(async () => (await analysis()).status, { timeout: 30_000 }).toBe('done');
  expect((await analysis()).summary).toMatchObject({ format: 'pcap', packets: 4 });
  await viewPackets(student, 'capture viewer (student)');

  await page.goto(`/assignment/${id}`);
  const row = page.getByRole('row').filter({ hasText: logins.student.id });
  await row.getByRole('button', { name: /^Xem bài nộp của / }).click();
  await viewPackets(page, 'capture viewer (teacher)');
});
