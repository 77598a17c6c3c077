import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildSearchResult } from '../../../test/content-fixtures';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { SearchBox } from './search-box';

const results = [
  buildSearchResult({
    type: 'course',
    id: 101,
    title: 'Mạng máy tính',
    subtitle: 'Học kỳ 1',
    link: '/category/1/courses?course=101',
  }),
  buildSearchResult({ type: 'lesson', id: 2, title: 'Chia mạng con', subtitle: 'Mạng máy tính', link: '/lesson/2' }),
  buildSearchResult({
    type: 'material',
    id: 7,
    title: 'Bài tập mạng',
    subtitle: 'Chia mạng con · Mạng máy tính',
    link: '/lesson/2',
  }),
  buildSearchResult({ type: 'category', id: 1, title: 'Học kỳ 1 mạng', subtitle: null, link: '/category/1/courses' }),
];

function renderSearch() {
  const calls = stubFetchRoutes({
    'GET /api/search?q=mang&page=1': { body: { results, total: 4, page: 1, limit: 20 } },
    'GET /api/search?q=zzz&page=1': { body: { results: [], total: 0, page: 1, limit: 20 } },
    'GET /api/search?q=ospf&page=1': { body: { results: [results[0]], total: 2, page: 1, limit: 1 } },
    'GET /api/search?q=ospf&page=2': { body: { results: [results[1]], total: 2, page: 2, limit: 1 } },
  });
  const view = renderRoutes(
    [
      { path: '/', element: <SearchBox /> },
      { path: '*', element: <p>page</p> },
    ],
    '/',
    { env: 'test' },
  );
  return { ...view, calls, user: userEvent.setup(), box: screen.getByRole('searchbox', { name: 'Tìm kiếm' }) };
}

/** The option the keyboard is on (Mantine marks it `data-combobox-selected`). */
const selected = () => screen.getAllByRole('option').find((option) => option.hasAttribute('data-combobox-selected'));

describe('SearchBox', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  it('asks the server once typing pauses, and labels each result with its type', async () => {
    const { user, box, calls } = renderSearch();
    await user.type(box, 'mang');
    const options = await screen.findAllByRole('option');
    expect(calls.map((call) => call.url)).toEqual(['/api/search?q=mang&page=1']);
    expect(screen.queryByRole('option', { name: 'Xem thêm kết quả' })).toBeNull();
    expect(options.map((option) => option.textContent)).toEqual([
      'Mạng máy tínhHọc kỳ 1Học phần',
      'Chia mạng conMạng máy tínhBài học',
      'Bài tập mạngChia mạng con · Mạng máy tínhTài liệu',
      'Học kỳ 1 mạngDanh mục',
    ]);
  });

  it('moves with the arrow keys and opens the chosen result with Enter', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'mang');
    await screen.findAllByRole('option');
    expect(selected()).toBeUndefined();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Mạng máy tính');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Chia mạng con');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('Học kỳ 1 mạng');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('Bài tập mạng');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lesson/2'));
    expect(box).toHaveValue('');
  });

  it('opens the search page with Enter while no result is chosen', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'mang');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=mang');
    expect(box).toHaveValue('');
  });

  it('closes with Escape', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'mang');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(box).toHaveValue('mang');
  });

  it('opens a result on click, a course on its term page with the course chosen', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'mang');
    const [course] = await screen.findAllByRole('option');
    if (!course) throw new Error('no options');
    await user.click(course);
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/1/courses'));
    expect(router.state.location.search).toBe('?course=101');
  });

  it('offers the next page as a last option while there are more', async () => {
    const { user, box, calls } = renderSearch();
    await user.type(box, 'ospf');
    expect(await screen.findByRole('option', { name: 'Xem thêm kết quả' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Mạng máy tínhHọc kỳ 1Học phần',
        'Chia mạng conMạng máy tínhBài học',
      ]),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/search?q=ospf&page=1', '/api/search?q=ospf&page=2']);
    expect(box).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'zzz');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp.')).toBeInTheDocument();
  });
});
