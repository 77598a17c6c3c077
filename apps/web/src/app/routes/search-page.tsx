import { Button, Group, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULT_TYPES, type SearchResultType } from '@netclass/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SearchResults } from '../../features/search/components/search-results';

const isType = (value: string | null): value is SearchResultType => SEARCH_RESULT_TYPES.some((type) => type === value);

/**
 * `/search?q=&type=&page=` (the header box's Enter): the URL is the page's state, so back and
 * forward go through earlier searches, groups and pages.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const typeParam = searchParams.get('type');
  const type = isType(typeParam) ? typeParam : null;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const [shownFor, setShownFor] = useState(q);
  // Back or forward to another query: the box follows the URL.
  if (shownFor !== q) {
    setShownFor(q);
    setText(q);
  }

  const go = (next: { q: string; type: SearchResultType | null; page: number }) => {
    const params = new URLSearchParams({ q: next.q });
    if (next.type) params.set('type', next.type);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <>
      <PageHeader title={q ? t('search.pageTitleFor', { q }) : t('search.pageTitle')} />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: text.trim(), type: null, page: 1 });
        }}
      >
        <Group gap="sm" mb="lg" align="flex-end">
          <TextInput
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={16} />}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      <SearchResults
        params={{ q, type, page }}
        onType={(next) => go({ q, type: next, page: 1 })}
        onPage={(next) => go({ q, type, page: next })}
      />
    </>
  );
}
