import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router';
import { importWithRetry } from '../lib/chunk-load';
import { screenTexts } from '../lib/i18n';
import { getSession } from '../lib/session';
import { AppRoot } from './app-root';
import { NotFoundPage, RouteErrorPage, ScreenErrorPage } from './routes/error-pages';

/**
 * A screen whose code (and the features only it uses) is its own chunk, fetched the first
 * time it is visited: the login page does not wait for the admin pages' JavaScript. It shows
 * once its language's texts for screens are in (lib/i18n.ts): the app starts with the first part.
 * A chunk that fails to arrive is asked for again, offline once the connection is back (the
 * page shown stays meanwhile); if it cannot be had, the screen's error boundary says so.
 */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick((await Promise.all([importWithRetry(load), screenTexts()]))[0]) });

/** The login page shows with the first part of the texts alone (locales/text-parts.ts). */
const firstScreen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await importWithRetry(load)) });

type Prefetch = (queryClient: QueryClient, params: Params) => void;

/**
 * The loader of a screen behind the login: it starts the screen's queries and returns at
 * once, so the requests leave with the screen's chunks instead of after them, and the
 * screen's first render usually finds its data in the cache. The prefetch is a small chunk
 * of its own, so the login page loads none of it. Nothing is requested without a session
 * (the gate sends to the login) or before the first password change (the gate shows only
 * that screen, and the server refuses the rest).
 */
const withData =
  (queryClient: QueryClient, load: () => Promise<Prefetch>): RouteObject['loader'] =>
  ({ params }) => {
    const session = getSession();
    // Without it (offline), the screen asks for its data itself.
    if (session && !session.passwordChangeRequired)
      load().then(
        (prefetch) => prefetch(queryClient, params),
        () => undefined,
      );
    return null;
  };

const mainLayout = () => import('./layouts/main-layout');
const protectedOutlet = { lazy: screen(mainLayout, (m) => m.ProtectedOutlet) };
// The error pages come with the first chunk: a failing screen must not wait for another.
const notFound = { path: '*', element: <NotFoundPage /> };
/**
 * The screens under a layout, with their error boundary: a screen that fails (its code could
 * not be fetched, or it threw) shows its error in its own place, the layout staying.
 */
const screens = (children: RouteObject[]): RouteObject[] => [{ errorElement: <ScreenErrorPage />, children }];

/** Every screen of docs/product/screens-and-roles.md#screens that exists so far; later features add their routes here. */
const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: screen(
          () => import('./routes/landing-page'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: '/login',
        lazy: firstScreen(
          () => import('./routes/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        lazy: screen(mainLayout, (m) => m.MainLayout),
        children: screens([
          {
            path: '/introduction',
            lazy: screen(
              () => import('./routes/info-pages'),
              (m) => m.IntroductionPage,
            ),
          },
          {
            path: '/support',
            lazy: screen(
              () => import('./routes/info-pages'),
              (m) => m.SupportPage,
            ),
          },
          // The chat shows a prompt to log in rather than redirecting (docs/product/screens-and-roles.md#chat).
          {
            path: '/chat',
            lazy: screen(
              () => import('./routes/chat-page'),
              (m) => m.ChatPage,
            ),
          },
          {
            ...protectedOutlet,
            children: [
              {
                path: '/dashboard',
                loader: withData(queryClient, async () => (await import('./routes/dashboard-data')).prefetchDashboard),
                lazy: screen(
                  () => import('./routes/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: '/practice',
                lazy: screen(
                  () => import('./routes/practice-page'),
                  (m) => m.PracticePage,
                ),
              },
              {
                path: '/editprofile',
                lazy: screen(
                  () => import('./routes/edit-profile-page'),
                  (m) => m.EditProfilePage,
                ),
              },
              {
                path: '/changepassword',
                lazy: screen(
                  () => import('./routes/change-password-page'),
                  (m) => m.ChangePasswordPage,
                ),
              },
              {
                path: '/notification-settings',
                lazy: screen(
                  () => import('./routes/notification-settings-page'),
                  (m) => m.NotificationSettingsPage,
                ),
              },
              {
                path: '/grades',
                lazy: screen(
                  () => import('./routes/gradebook-pages'),
                  (m) => m.MyGradesPage,
                ),
              },
              {
                path: '/study',
                lazy: screen(
                  () => import('./routes/content-pages'),
                  (m) => m.StudyPage,
                ),
              },
              {
                path: '/category/:categoryId/courses',
                lazy: screen(
                  () => import('./routes/content-pages'),
                  (m) => m.CategoryCoursesPage,
                ),
              },
              {
                path: '/lesson/:lessonId',
                loader: withData(queryClient, async () => (await import('./routes/lesson-data')).prefetchLesson),
                lazy: screen(
                  () => import('./routes/lesson-page'),
                  (m) => m.LessonPage,
                ),
                // Moving from lesson to lesson keeps the page's debounce (docs/product/messages.md#constants): only the
                // first lesson opened is requested at once.
                shouldRevalidate: () => false,
              },
              {
                path: '/search',
                lazy: screen(
                  () => import('./routes/search-page'),
                  (m) => m.SearchPage,
                ),
              },
              {
                path: '/join/:code?',
                lazy: screen(
                  () => import('./routes/join-course-page'),
                  (m) => m.JoinCoursePage,
                ),
              },
              {
                path: '/lesson/:lessonId/preview',
                lazy: screen(
                  () => import('./routes/lesson-preview-page'),
                  (m) => m.LessonPreviewPage,
                ),
              },
              {
                path: '/assignment/:assignmentId',
                lazy: screen(
                  () => import('./routes/assignment-pages'),
                  (m) => m.AssignmentPage,
                ),
              },
              {
                path: '/assignment/:assignmentId/edit',
                lazy: screen(
                  () => import('./routes/assignment-pages'),
                  (m) => m.EditAssignmentPage,
                ),
              },
              {
                path: '/course/:courseId/assignments/new',
                lazy: screen(
                  () => import('./routes/assignment-pages'),
                  (m) => m.NewAssignmentPage,
                ),
              },
              {
                path: '/course/:courseId/quizzes/new',
                lazy: screen(
                  () => import('./routes/quiz-authoring-pages'),
                  (m) => m.NewQuizPage,
                ),
              },
              {
                path: '/quiz/:quizId/edit',
                lazy: screen(
                  () => import('./routes/quiz-authoring-pages'),
                  (m) => m.EditQuizPage,
                ),
              },
              {
                path: '/course/:courseId/question-bank',
                lazy: screen(
                  () => import('./routes/question-bank-page'),
                  (m) => m.QuestionBankPage,
                ),
              },
              // Quiz attempts (issue 15 item 4).
              {
                path: '/quiz/:quizId',
                lazy: screen(
                  () => import('./routes/quiz-attempt-pages'),
                  (m) => m.QuizIntroPage,
                ),
              },
              {
                path: '/quiz-attempt/:attemptId',
                lazy: screen(
                  () => import('./routes/quiz-attempt-pages'),
                  (m) => m.QuizAttemptPage,
                ),
              },
              {
                path: '/lesson/:lessonId/material/:materialId',
                lazy: screen(
                  () => import('./routes/content-pages'),
                  (m) => m.MaterialViewerPage,
                ),
              },
              {
                path: '/quiz/:quizId/preview',
                lazy: screen(
                  () => import('./routes/quiz-attempt-pages'),
                  (m) => m.QuizPreviewPage,
                ),
              },
              {
                path: '/quiz/:quizId/results',
                lazy: screen(
                  () => import('./routes/quiz-results-page'),
                  (m) => m.QuizResultsPage,
                ),
              },
            ],
          },
          notFound,
        ]),
      },
      {
        // The full notification list has no footer (docs/product/screens-and-roles.md#screens).
        lazy: screen(mainLayout, (m) => () => <m.MainLayout withFooter={false} />),
        children: screens([
          {
            ...protectedOutlet,
            children: [
              {
                path: '/all-notifications',
                lazy: screen(
                  () => import('./routes/notifications-page'),
                  (m) => m.NotificationsPage,
                ),
              },
            ],
          },
        ]),
      },
      {
        path: '/admin-dashboard',
        lazy: screen(
          () => import('./layouts/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: screens([
          {
            index: true,
            lazy: screen(
              () => import('./routes/admin-overview-page'),
              (m) => m.AdminOverviewPage,
            ),
          },
          {
            path: 'announcements/create',
            lazy: screen(
              () => import('./routes/announcement-admin-pages'),
              (m) => m.CreateAnnouncementPage,
            ),
          },
          {
            path: 'announcements/list',
            lazy: screen(
              () => import('./routes/announcement-admin-pages'),
              (m) => m.AnnouncementListPage,
            ),
          },
          {
            path: 'users/create',
            lazy: screen(
              () => import('./routes/admin-users-pages'),
              (m) => m.CreateUserPage,
            ),
          },
          {
            path: 'users/list',
            lazy: screen(
              () => import('./routes/admin-users-pages'),
              (m) => m.UserListPage,
            ),
          },
          {
            path: 'courses/create',
            lazy: screen(
              () => import('./routes/admin-content-pages'),
              (m) => m.CategoryManagementPage,
            ),
          },
          {
            path: 'courses/lessons',
            lazy: screen(
              () => import('./routes/admin-content-pages'),
              (m) => m.LessonAdminPage,
            ),
          },
          {
            path: 'courses/:courseId/progress',
            lazy: screen(
              () => import('./routes/course-progress-page'),
              (m) => m.CourseProgressPage,
            ),
          },
          {
            path: 'courses/:courseId/members',
            lazy: screen(
              () => import('./routes/course-members-page'),
              (m) => m.CourseMembersPage,
            ),
          },
          {
            path: 'courses/:courseId/gradebook',
            lazy: screen(
              () => import('./routes/gradebook-pages'),
              (m) => m.GradebookPage,
            ),
          },
          notFound,
        ]),
      },
    ],
  },
];

/** The app's router; each screen's data goes to `queryClient`. */
export const createRouter = (queryClient: QueryClient) => createBrowserRouter(routes(queryClient));
