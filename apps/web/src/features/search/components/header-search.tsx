import { ActionIcon, Box, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountedSinceOpened } from '../../../lib/use-dialog-on-demand';
import { useWiderThan } from '../../../lib/use-wider-than';
import { lazyPart } from '../../../components/lazy-part';

// Every signed-in page shows the header: the search's code (Combobox, results, dialog) is fetched when it is shown or first opened, not with the page.
const SearchBox = lazyPart(() => import('./search-box').then((module) => ({ default: module.SearchBox })));
const SearchDialog = lazyPart(() => import('./search-dialog').then((module) => ({ default: module.SearchDialog })));

/**
 * The box on wide screens; on narrow ones a button opening it in a dialog (only the one the
 * width shows is mounted). Until the box's code has arrived, a read-only box of the same look
 * holds its place; the box takes the focus if that one had it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const dialogMounted = useMountedSinceOpened(opened);
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  const wide = useWiderThan('lg');
  if (wide) {
    const placeholder = (
      <TextInput
        type="search"
        readOnly
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={16} />}
        onFocus={() => setPlaceholderFocused(true)}
        onBlur={() => setPlaceholderFocused(false)}
      />
    );
    return (
      <Box w={260}>
        <Suspense fallback={placeholder}>
          <SearchBox autoFocus={placeholderFocused} />
        </Suspense>
      </Box>
    );
  }
  return (
    <>
      <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('search.open')}>
        <IconSearch size={18} />
      </ActionIcon>
      {dialogMounted && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
