import { Group, Text, ThemeIcon, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { Link } from 'react-router';

export const PRODUCT_NAME = 'NetClass';

/**
 * The product name with its mark; a link when `to` is given. `nameFrom` shows the name only
 * from that breakpoint up (the header on phones keeps the mark alone).
 */
export function Brand({ to, nameFrom }: { to?: string; nameFrom?: MantineBreakpoint }) {
  const mark = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="gradient" gradient={{ from: 'blue.7', to: 'cyan.5', deg: 135 }}>
        <IconTopologyStar3 size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" c="blue.8" style={{ letterSpacing: '-0.02em' }} visibleFrom={nameFrom}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} aria-label={PRODUCT_NAME}>
      {mark}
    </UnstyledButton>
  ) : (
    mark
  );
}
