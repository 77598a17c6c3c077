import type { Category, Course, LessonDetail, LessonSummary, Material, SearchResult, User } from '@netclass/shared';

/** Answers shaped like the server's (packages/shared schemas), for component tests. */
const NOW = '2026-09-01T01:00:00.000Z';

export const buildCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 1,
  name: 'Học kỳ 1',
  description: 'Mạng máy tính và truyền số liệu',
  course_count: 1,
  created_at: NOW,
  ...overrides,
});

export const buildCourse = (overrides: Partial<Course> = {}): Course => ({
  id: 101,
  name: 'Mạng máy tính',
  description: 'Mô tả học phần',
  teacher_id: 1001,
  teacher_name: 'Trần Minh Quân',
  category_id: 1,
  start_date: '2026-09-01T01:00:00.000Z',
  end_date: '2026-10-01T14:30:00.000Z',
  lesson_count: 2,
  access: 'open',
  can_manage: true,
  publication: 'published',
  publish_at: NOW,
  ...overrides,
});

export const buildLesson = (overrides: Partial<LessonSummary> = {}): LessonSummary => ({
  id: 1,
  title: 'Mô hình OSI',
  course_id: 101,
  order_num: 1,
  material_count: 0,
  created_at: NOW,
  publication: 'published',
  publish_at: NOW,
  ...overrides,
});

export const buildLessonDetail = (overrides: Partial<LessonDetail> = {}): LessonDetail => ({
  ...buildLesson(),
  content: '## Cấu hình\nDòng hai <b>không in đậm</b>.',
  content_html: '<h3>Cấu hình</h3>\n<p>Dòng hai &lt;b&gt;không in đậm&lt;/b&gt;.</p>\n',
  course: { id: 101, name: 'Mạng máy tính', category_id: 1 },
  category: { id: 1, name: 'Học kỳ 1' },
  can_manage: false,
  ...overrides,
});

export const buildMaterial = (overrides: Partial<Material> = {}): Material => {
  const id = overrides.id ?? 1;
  return {
    id,
    title: 'Bài giảng',
    lesson_id: 1,
    file_type: 'pdf',
    file_ext: 'pdf',
    file_name: 'bai-giang.pdf',
    file_size: 2048,
    order_num: 1,
    created_at: NOW,
    publication: 'published',
    publish_at: NOW,
    file_path: `materials/${id}/bai-giang.pdf`,
    url: `/api/files/token-${id}/bai-giang.pdf`,
    url_expires_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
    ...overrides,
  };
};

export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 1001,
  name: 'Trần Minh Quân',
  username: '1001',
  email: null,
  role: 'teacher',
  status: 'active',
  created_at: NOW,
  last_login: null,
  isOnline: 0,
  must_change_password: false,
  ...overrides,
});

export const buildSearchResult = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  type: 'lesson',
  id: 1,
  title: 'Mô hình OSI',
  subtitle: 'Mạng máy tính',
  link: '/lesson/1',
  ...overrides,
});
