import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi as vitest } from 'vitest';
import { RouteErrorPage } from '../app/routes/error-pages';
import { LoginPage } from '../app/routes/login-page';
import { CourseQuizzes } from '../features/quiz-authoring/components/course-quizzes';
import { jsonResponse, renderRoutes } from '../test/render';
import en from './en.json';
import { FIRST_SECTIONS, STAFF_SECTIONS, textPart, type TextPart } from './text-parts';
import vi from './vi.json';

/** An i18next holding only `parts` of `language`'s texts (the first part by default), noting every key it lacks. */
async function partsOnly(language: 'vi' | 'en', missing: string[], parts: TextPart[] = ['first']) {
  const texts = language === 'vi' ? vi : en;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: Object.assign({}, ...parts.map((part) => textPart(texts, part))) } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    showSupportNotice: false,
  });
  return instance;
}

describe('the first part of the texts', () => {
  it('holds the chosen sections, the staff part the staff sections, and the rest holds the others', () => {
    expect(Object.keys(textPart(vi, 'first')).sort()).toEqual([...FIRST_SECTIONS].sort());
    expect(Object.keys(textPart(vi, 'staff')).sort()).toEqual([...STAFF_SECTIONS].sort());
    expect(Object.keys({ ...textPart(vi, 'first'), ...textPart(vi, 'rest'), ...textPart(vi, 'staff') }).sort()).toEqual(
      Object.keys(vi).sort(),
    );
    expect(Object.keys(textPart(vi, 'rest'))).not.toContain('login');
    expect(Object.keys(textPart(vi, 'rest'))).not.toContain('quizAuthoring');
  });

  it.each(['vi', 'en'] as const)(
    'shows the login page whole in %s: labels, checks, a refusal, the forgotten-password dialog',
    async (language) => {
      const missing: string[] = [];
      const texts = await partsOnly(language, missing);
      const within = (node: ReactNode) => <I18nextProvider i18n={texts}>{node}</I18nextProvider>;
      vitest.stubGlobal(
        'fetch',
        vitest.fn(async () => jsonResponse(401, { code: 'LOGIN_WRONG_PASSWORD', message: 'Mật khẩu không đúng' })),
      );
      const user = userEvent.setup();
      renderRoutes([{ path: '/login', element: within(<LoginPage />) }], '/login');

      const [id, password] = [texts.t('login.id'), texts.t('login.password')].map((label) =>
        screen.getByLabelText(label),
      );
      await user.click(screen.getByRole('button', { name: texts.t('login.submit') }));
      expect(id).toHaveAttribute('aria-invalid', 'true');
      await user.type(id!, '20210001');
      await user.type(password!, 'wrong');
      await user.click(screen.getByRole('button', { name: texts.t('login.submit') }));
      expect(await screen.findByText(texts.t('errors.codes.LOGIN_WRONG_PASSWORD'))).toBeInTheDocument();
      await user.click(screen.getByText(texts.t('login.forgot')));
      expect(await screen.findByText(texts.t('login.forgotText'))).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it('shows the error page of a screen that failed', async () => {
    const missing: string[] = [];
    const texts = await partsOnly('en', missing);
    renderRoutes(
      [
        {
          path: '/',
          element: <p>never</p>,
          loader: () => {
            throw new Error('broken');
          },
          errorElement: (
            <I18nextProvider i18n={texts}>
              <RouteErrorPage />
            </I18nextProvider>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText(texts.t('crash.title'))).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each(['vi', 'en'] as const)(
    "shows a student's quizzes of a course in %s without the staff part, which a student's browser fetches only after the first paint",
    async (language) => {
      const missing: string[] = [];
      const texts = await partsOnly(language, missing, ['first', 'rest']);
      const quiz = {
        id: 7,
        course_id: 101,
        lesson_id: null,
        grade_category_id: null,
        title: 'Kiểm tra 15 phút',
        open_at: '2026-11-27T01:00:00Z',
        close_at: null,
        time_limit_seconds: 600,
        max_attempts: 1,
        max_points: 6,
        can_manage: false,
        mine: { attempts_used: 0, in_progress: true, extra_seconds: 0, extra_attempts: 0 },
        publication: 'published',
        publish_at: '2026-11-27T01:00:00Z',
      };
      vitest.stubGlobal(
        'fetch',
        vitest.fn(async () => jsonResponse(200, { quizzes: [quiz], can_create: false })),
      );
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <I18nextProvider i18n={texts}>
                <CourseQuizzes courseId={101} />
              </I18nextProvider>
            ),
          },
        ],
        '/',
      );

      expect(await screen.findByRole('region', { name: texts.t('quizList.title') })).toBeInTheDocument();
      expect(screen.getByText(texts.t('quizList.inProgress'))).toBeInTheDocument();
      expect(screen.getByText(new RegExp(texts.t('quizList.attemptsOf', { used: 0, count: 1 })))).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );
});
