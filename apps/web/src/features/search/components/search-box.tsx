import { Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox, type MantineColor } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResult, type SearchResultType } from '@netclass/shared';
import { IconBook, IconCategory, IconFile, IconFileText, IconSearch, type Icon } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { searchQueryOptions } from '../api/search';
import classes from './search-box.module.css';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

const TYPE_LOOK: Record<SearchResultType, { icon: Icon; color: MantineColor }> = {
  category: { icon: IconCategory, color: 'indigo' },
  course: { icon: IconBook, color: 'blue' },
  lesson: { icon: IconFileText, color: 'teal' },
  material: { icon: IconFile, color: 'orange' },
};

const optionValue = (result: SearchResult) => `${result.type}:${result.id}`;
/** The option that loads the next page of results, kept last in the list. */
const MORE_VALUE = 'more';

/**
 * The search box of the header (docs/product/rules.md#interface): results labelled by type in the
 * server's order; arrow keys move, Enter opens the chosen result (with none chosen, the
 * search page `/search?q=`), Escape closes, a click opens. The first page shows; a last
 * option loads the next while there are more.
 */
export function SearchBox({ onNavigate, autoFocus }: { onNavigate?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    searchQueryOptions(query),
  );
  const results = useMemo(() => data?.pages.flatMap((page) => page.results), [data]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = query && text.trim() ? (results ?? []) : [];

  /** Enter with no result chosen: every result on the search page. */
  const openPage = () => {
    const q = text.trim();
    if (!q) return;
    combobox.closeDropdown();
    setText('');
    onNavigate?.();
    void navigate(`/search?${new URLSearchParams({ q }).toString()}`);
  };

  const open = (value: string) => {
    if (value === MORE_VALUE) {
      void fetchNextPage();
      return;
    }
    const result = shown.find((item) => optionValue(item) === value);
    if (!result) return;
    combobox.closeDropdown();
    setText('');
    onNavigate?.();
    void navigate(result.link);
  };

  const waiting = text.trim() !== query || (isFetching && !results);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      withinPortal
      position="bottom-start"
      width="target"
      shadow="md"
      classNames={{ option: classes.option }}
    >
      <Combobox.Target>
        <TextInput
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          // The results open with something to search for: an empty box has none to show, and Escape then reaches the dialog around it.
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            if (value.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => text.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Mantine opens the chosen option on Enter; with none chosen, the search page opens.
            if (
              event.key === 'Enter' &&
              !event.nativeEvent.isComposing &&
              (!combobox.dropdownOpened || combobox.getSelectedOptionIndex() === -1)
            ) {
              event.preventDefault();
              openPage();
            }
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} />}
          rightSection={waiting && text.trim() ? <Loader size={14} /> : null}
          autoFocus={autoFocus}
          // In a dialog, Mantine's focus trap focuses the element marked so instead of the first one (the close button).
          data-autofocus={autoFocus || undefined}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!text.trim()} miw={320}>
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }} aria-label={t('search.results')}>
          {shown.map((result) => {
            const { icon: TypeIcon, color } = TYPE_LOOK[result.type];
            return (
              <Combobox.Option value={optionValue(result)} key={optionValue(result)}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <TypeIcon
                    size={18}
                    color={`var(--mantine-color-${color}-6)`}
                    style={{ flexShrink: 0, marginTop: 2 }}
                    aria-hidden
                  />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {result.title}
                    </Text>
                    {result.subtitle && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {result.subtitle}
                      </Text>
                    )}
                  </Stack>
                  <Badge size="xs" variant="light" color={color} style={{ flexShrink: 0 }}>
                    {t(`search.types.${result.type}`)}
                  </Badge>
                </Group>
              </Combobox.Option>
            );
          })}
          {hasNextPage && shown.length > 0 && (
            <Combobox.Option value={MORE_VALUE} disabled={isFetchingNextPage}>
              <Group gap="xs" justify="center">
                {isFetchingNextPage && <Loader size={14} />}
                <Text size="sm" c="blue">
                  {t('search.more')}
                </Text>
              </Group>
            </Combobox.Option>
          )}
          {error && <Combobox.Empty>{errorMessage(error, t, t('search.failed'))}</Combobox.Empty>}
          {!error && !waiting && query && results?.length === 0 && <Combobox.Empty>{t('search.empty')}</Combobox.Empty>}
          {!error && waiting && shown.length === 0 && <Combobox.Empty>{t('search.searching')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
