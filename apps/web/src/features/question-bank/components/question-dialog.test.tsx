import { QUESTION_BANK_MESSAGES, renderMessage } from '@netclass/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { QuestionDialog } from './question-dialog';

const IMAGE_ID = '3f2a1b4c-1111-4222-8333-444455556666';
const CATEGORIES = [{ id: 7, course_id: 101, name: 'IPv4', position: 1, question_count: 0 }];
const UPLOADED = {
  status: 201,
  body: { image: { id: IMAGE_ID, name: 'so-do.png', size: 4, markdown: `![so-do](lesson-image:${IMAGE_ID})` } },
};

const renderDialog = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QuestionDialog
            courseId={101}
            categories={CATEGORIES}
            categoryId={7}
            id={null}
            opened
            onClose={() => undefined}
          />
        ),
      },
    ],
    '/',
    { env: 'test' },
  );
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'so-do.png', { type: 'image/png' });
/** Types by pasting (a keystroke at a time is slow in a form this size). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const pictureInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('QuestionDialog: pictures and the student view', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    await i18n.changeLanguage('vi');
  });
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('asks what a picture shows, uploads it for the course and inserts it as a question-image', async () => {
    const calls = stubFetchRoutes({ 'POST /api/courses/101/lesson-images': UPLOADED });
    const user = userEvent.setup();
    renderDialog();
    const text = screen.getByRole('textbox', { name: 'Nội dung câu hỏi' });
    await fill(user, text, 'Sơ đồ:');
    await user.upload(pictureInput(), png());
    const ask = await screen.findByRole('dialog', { name: 'Mô tả ảnh' });
    const alt = within(ask).getByRole('textbox', { name: 'Ảnh thể hiện gì' });
    expect(alt).toHaveValue('so-do');
    expect(calls).toEqual([]);
    await user.clear(alt);
    await user.click(within(ask).getByRole('button', { name: 'Tải lên và chèn' }));
    expect(within(ask).getByText('Vui lòng mô tả ảnh.')).toBeInTheDocument();
    await fill(user, alt, 'Sơ đồ [mạng] LAN');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(text).toHaveValue(`Sơ đồ:![Sơ đồ mạng LAN](question-image:${IMAGE_ID})`));
    expect(calls.map((call) => call.url)).toEqual(['/api/courses/101/lesson-images']);
    expect((calls[0]?.body as FormData).get('image')).toMatchObject({ type: 'image/png' });
  });

  it('uploads nothing when the description is cancelled', async () => {
    const calls = stubFetchRoutes({ 'POST /api/courses/101/lesson-images': UPLOADED });
    const user = userEvent.setup();
    renderDialog();
    await user.upload(pictureInput(), png());
    const ask = await screen.findByRole('dialog', { name: 'Mô tả ảnh' });
    await user.click(within(ask).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mô tả ảnh' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nội dung câu hỏi' })).toHaveValue('');
    expect(calls).toEqual([]);
  });

  it('shows the question as the server renders it: the text, and each option as one line, pictures signed (en)', async () => {
    await i18n.changeLanguage('en');
    const calls = stubFetchRoutes({
      'POST /api/courses/101/questions/preview': {
        body: {
          text: '<p>Which device? <img src="https://files.example/so-do.png?sig=1" alt="LAN diagram" loading="lazy"></p>\n',
          parts: ['<code>Router</code>', 'Switch'],
        },
      },
    });
    const user = userEvent.setup();
    renderDialog();
    await fill(user, screen.getByRole('textbox', { name: 'Question text' }), 'Which device? ');
    await fill(user, screen.getByRole('textbox', { name: 'Option 1' }), '`Router`');
    await fill(user, screen.getByRole('textbox', { name: 'Option 2' }), 'Switch');
    await user.click(screen.getByRole('tab', { name: 'Student view' }));
    const picture = await screen.findByRole('img', { name: 'LAN diagram' });
    expect(picture).toHaveAttribute('src', 'https://files.example/so-do.png?sig=1');
    expect(screen.getByTestId('question-preview-text')).toHaveTextContent('Which device?');
    const router = screen.getByRole('radio', { name: 'Router' });
    expect(router).toBeDisabled();
    expect(router.closest('.mantine-Radio-root')?.querySelector('code')).toHaveTextContent('Router');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/courses/101/questions/preview',
        body: { text: 'Which device? ', parts: ['`Router`', 'Switch'] },
      },
    ]);
  });

  it('shows a refused picture in English in the English interface', async () => {
    await i18n.changeLanguage('en');
    stubFetchRoutes({
      'POST /api/courses/101/questions': {
        status: 400,
        body: {
          code: 'VALIDATION',
          field: 'question.text',
          message: renderMessage(QUESTION_BANK_MESSAGES.imageNotInCourse),
          key: QUESTION_BANK_MESSAGES.imageNotInCourse,
        },
      },
    });
    const user = userEvent.setup();
    renderDialog();
    await fill(user, screen.getByRole('textbox', { name: 'Question text' }), `![x](question-image:${IMAGE_ID})`);
    await fill(user, screen.getByRole('textbox', { name: 'Option 1' }), 'A');
    await fill(user, screen.getByRole('textbox', { name: 'Option 2' }), 'B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(i18n.t('questionBank.problems.bank.imageNotInCourse'))).toBeInTheDocument();
    expect(i18n.t('questionBank.problems.bank.imageNotInCourse')).toMatch(/^The question uses a picture/);
  });
});
