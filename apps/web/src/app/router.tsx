import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { AdminLayout } from './layouts/admin-layout';
import { MainLayout, ProtectedOutlet } from './layouts/main-layout';
import { CategoryManagementPage, LessonAdminPage } from './routes/admin-content-pages';
import { AdminOverviewPage } from './routes/admin-overview-page';
import { AnnouncementListPage, CreateAnnouncementPage } from './routes/announcement-admin-pages';
import { CreateUserPage, UserListPage } from './routes/admin-users-pages';
import { ChangePasswordPage } from './routes/change-password-page';
import { CourseProgressPage } from './routes/course-progress-page';
import { ChatPage } from './routes/chat-page';
import { CategoryCoursesPage, MaterialViewerPage, StudyPage } from './routes/content-pages';
import { DashboardPage } from './routes/dashboard-page';
import { EditProfilePage } from './routes/edit-profile-page';
import { NotFoundPage, RouteErrorPage } from './routes/error-pages';
import { IntroductionPage, SupportPage } from './routes/info-pages';
import { LandingPage } from './routes/landing-page';
import { LessonPage } from './routes/lesson-page';
import { LoginPage } from './routes/login-page';
import { NotificationsPage } from './routes/notifications-page';

/** Every screen of SPEC §2 that exists so far; later features add their routes here. */
const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        element: <MainLayout />,
        children: [
          { path: '/introduction', element: <IntroductionPage /> },
          { path: '/support', element: <SupportPage /> },
          // The chat shows a prompt to log in rather than redirecting (SPEC §2 Chat).
          { path: '/chat', element: <ChatPage /> },
          {
            element: <ProtectedOutlet />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/editprofile', element: <EditProfilePage /> },
              { path: '/changepassword', element: <ChangePasswordPage /> },
              { path: '/study', element: <StudyPage /> },
              { path: '/category/:categoryId/courses', element: <CategoryCoursesPage /> },
              { path: '/lesson/:lessonId', element: <LessonPage /> },
              { path: '/lesson/:lessonId/material/:materialId', element: <MaterialViewerPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The full notification list has no footer (SPEC §2).
        element: <MainLayout withFooter={false} />,
        children: [{ element: <ProtectedOutlet />, children: [{ path: '/all-notifications', element: <NotificationsPage /> }] }],
      },
      {
        path: '/admin-dashboard',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminOverviewPage /> },
          { path: 'announcements/create', element: <CreateAnnouncementPage /> },
          { path: 'announcements/list', element: <AnnouncementListPage /> },
          { path: 'users/create', element: <CreateUserPage /> },
          { path: 'users/list', element: <UserListPage /> },
          { path: 'courses/create', element: <CategoryManagementPage /> },
          { path: 'courses/lessons', element: <LessonAdminPage /> },
          { path: 'courses/:courseId/progress', element: <CourseProgressPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
