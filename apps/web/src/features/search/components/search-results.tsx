import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SEARCH_RESULT_TYPES, type SearchResponse, type SearchResult, type SearchResultType } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { searchPageQueryOptions, type SearchPageParams } from '../api/search';

const ALL = 'all';

interface Props {
  params: SearchPageParams;
  onType: (type: SearchResultType | null) => void;
  onPage: (page: number) => void;
}

/**
 * The search page's results (docs/product/rules.md#interface): a choice of group (all, or one type) with
 * the count of each, the page's results grouped by type in the server's order within a group,
 * and numbered pages. The page's URL holds the query, the group and the page.
 */
export function SearchResults({ params, onType, onPage }: Props) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(searchPageQueryOptions(params));
  if (!params.q) return <Text c="dimmed">{t('search.prompt')}</Text>;
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t, t('search.failed'))}
      </Alert>
    );
  if (isPending) return <Loader mx="auto" my="xl" />;

  const all = SEARCH_RESULT_TYPES.reduce((sum, type) => sum + data.counts[type], 0);
  const pages = Math.ceil(data.total / data.limit);
  const from = (data.page - 1) * data.limit;
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={params.type ?? ALL}
        onChange={(value) => onType(value === ALL ? null : (value as SearchResultType))}
        aria-label={t('search.groupsLabel')}
        data={[
          { value: ALL, label: t('search.all', { count: all }) },
          ...SEARCH_RESULT_TYPES.map((type) => ({
            value: type,
            label: t('search.typeCount', { type: t(`search.types.${type}`), count: data.counts[type] }),
          })),
        ]}
      />
      {data.results.length === 0 ? (
        <Text c="dimmed">{t('search.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('search.range', { from: from + 1, to: from + data.results.length, total: data.total })}
          </Text>
          <Groups data={data} />
        </>
      )}
      {pages > 1 && (
        <nav aria-label={t('search.pages')}>
          <Pagination total={pages} value={data.page} onChange={onPage} />
        </nav>
      )}
    </Stack>
  );
}

/** The page's results in one section per type, in the types' order. */
function Groups({ data }: { data: SearchResponse }) {
  const { t } = useTranslation();
  return SEARCH_RESULT_TYPES.map((type) => {
    const results = data.results.filter((result) => result.type === type);
    if (!results.length) return null;
    return (
      <section key={type} aria-labelledby={`search-group-${type}`}>
        <Group gap="xs" mb="xs">
          <Title order={2} fz="lg" id={`search-group-${type}`}>
            {t(`search.types.${type}`)}
          </Title>
          <Badge variant="light" color="gray">
            {data.counts[type]}
          </Badge>
        </Group>
        <Stack gap="xs">
          {results.map((result) => (
            <ResultCard key={`${result.type}:${result.id}`} result={result} />
          ))}
        </Stack>
      </section>
    );
  });
}

function ResultCard({ result }: { result: SearchResult }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Anchor component={Link} to={result.link} fw={600}>
        {result.title}
      </Anchor>
      {result.subtitle && (
        <Text size="sm" c="dimmed">
          {result.subtitle}
        </Text>
      )}
    </Card>
  );
}
