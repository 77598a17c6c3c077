import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { MarkdownEditor } from './markdown-editor';

const IMAGE_ID = '3f2a1b4c-1111-4222-8333-444455556666';

function Harness({ initial = '', courseId = 101 }: { initial?: string; courseId?: number | null }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor courseId={courseId} value={value} onChange={setValue} label="Nội dung" />;
}
const renderEditor = (props: { initial?: string; courseId?: number | null } = {}) =>
  renderRoutes([{ path: '/', element: <Harness {...props} /> }], '/', { env: 'test' });

describe('MarkdownEditor', () => {
  beforeEach(async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    await i18n.changeLanguage('vi');
  });
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('formats from the toolbar, by keyboard, and keeps typing where the format wants it', async () => {
    const user = userEvent.setup();
    renderEditor();
    const content = screen.getByRole('textbox', { name: 'Nội dung' });
    await user.click(content);
    await user.paste('Cấu hình R1');
    await user.tab();
    const toolbar = screen.getByRole('toolbar', { name: 'Định dạng nội dung' });
    within(toolbar).getByRole('button', { name: 'Khối mã cấu hình (IOS)' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Chèn ảnh' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Tiêu đề' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(content).toHaveValue('## Cấu hình R1');
    await user.click(within(toolbar).getByRole('button', { name: 'Khối mã cấu hình (IOS)' }));
    await user.paste('R1#show ip route');
    expect(content).toHaveValue('## Cấu hình R1\n\n```ios\nR1#show ip route\n```');
  });

  it('previews what the server renders, for the chosen course (en labels)', async () => {
    await i18n.changeLanguage('en');
    const calls = stubFetchRoutes({
      'POST /api/lessons/preview': {
        body: {
          html: '<h2>OSPF</h2>\n<pre class="code-block" tabindex="0"><code class="hljs language-ios"><span class="hljs-meta prompt_">R1#</span></code></pre>',
        },
      },
    });
    const user = userEvent.setup();
    renderEditor({ initial: '# OSPF\n\n```ios\nR1#\n```' });
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('lesson-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'OSPF' })).toBeInTheDocument();
    expect(preview.querySelector('.hljs-meta')).toHaveTextContent('R1#');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/lessons/preview', body: { course_id: 101, content: '# OSPF\n\n```ios\nR1#\n```' } },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Nội dung' })).toHaveValue('# OSPF\n\n```ios\nR1#\n```');
  });

  it("says so when there is nothing to preview, and shows the server's refusal", async () => {
    stubFetchRoutes({
      'POST /api/lessons/preview': { status: 403, body: { message: 'Bạn không có quyền thực hiện thao tác này.' } },
    });
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Xem trước' }));
    expect(screen.getByText('Chưa có nội dung để xem trước.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Soạn thảo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nội dung' }), 'x');
    await user.click(screen.getByRole('tab', { name: 'Xem trước' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không có quyền thực hiện thao tác này.');
  });

  it('uploads a picture for the course and inserts the Markdown that shows it', async () => {
    const calls = stubFetchRoutes({
      'POST /api/courses/101/lesson-images': {
        status: 201,
        body: { image: { id: IMAGE_ID, name: 'sơ đồ.png', size: 4, markdown: `![sơ đồ](lesson-image:${IMAGE_ID})` } },
      },
    });
    const user = userEvent.setup();
    const { container } = renderEditor({ initial: 'Hình:' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.gif');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sơ đồ.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nội dung' })).toHaveValue(`Hình:![sơ đồ](lesson-image:${IMAGE_ID})`),
    );
    // The picture went as the form's `image` part (the body as the test server parsed it).
    expect(calls[0]?.url).toBe('/api/courses/101/lesson-images');
    expect((calls[0]?.body as FormData).get('image')).toMatchObject({ type: 'image/png' });
  });

  it('refuses a picture past the limit before sending it, and needs a course for pictures and previews', async () => {
    const calls = stubFetchRoutes({});
    const user = userEvent.setup();
    const { container, unmount } = renderEditor();
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array(5 * 1024 ** 2 + 1)], 'lớn.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ảnh quá lớn. Tối đa 5 MiB.');
    expect(calls).toEqual([]);
    unmount();

    renderEditor({ courseId: null });
    expect(screen.getByRole('button', { name: 'Chèn ảnh' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Xem trước' })).toBeDisabled();
  });
});
