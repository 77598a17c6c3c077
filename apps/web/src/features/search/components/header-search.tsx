import { ActionIcon, Badge, Box, Combobox, Group, Loader, Modal, Stack, Text, TextInput, useCombobox, type MantineColor } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResult, type SearchResultType } from '@netclass/shared';
import { IconBook, IconCategory, IconFile, IconFileText, IconSearch, type Icon } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useWiderThan } from '../../../lib/use-wider-than';
import { searchQueryOptions } from '../api/search';
import classes from './header-search.module.css';

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
 * The search box of the header (DECISIONS, Interface): results labelled by type in the
 * server's order; arrow keys move, Enter opens the chosen result (with none chosen, the
 * search page `/search?q=`), Escape closes, a click opens. The first page shows; a last
 * option loads the next while there are more.
 */
export function SearchBox({ onNavigate, autoFocus }: { onNavigate?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(searchQueryOptions(query));
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
    <Combobox store={combobox} onOptionSubmit={open} withinPortal position="bottom-start" width="target" shadow="md" classNames={{ option: classes.option }}>
      <Combobox.Target>
        <TextInput
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Mantine opens the chosen option on Enter; with none chosen, the search page opens.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing && (!combobox.dropdownOpened || combobox.getSelectedOptionIndex() === -1)) {
              event.preventDefault();
              openPage();
            }
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} />}
          rightSection={waiting && text.trim() ? <Loader size={14} /> : null}
          autoFocus={autoFocus}
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
                  <TypeIcon size={18} color={`var(--mantine-color-${color}-6)`} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
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

/** The box on wide screens; on narrow ones a button opening it in a dialog (only the one the width shows is mounted). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const wide = useWiderThan('lg');
  if (wide)
    return (
      <Box w={260}>
        <SearchBox />
      </Box>
    );
  return (
    <>
      <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('search.open')}>
        <IconSearch size={18} />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('search.label')} yOffset="10vh">
        <SearchBox onNavigate={close} autoFocus />
      </Modal>
    </>
  );
}
