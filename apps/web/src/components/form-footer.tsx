import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The end of every form: the error of the last try (spec message or fallback) and the
 * submit button, with any other actions (e.g. cancel) before it.
 */
export function FormFooter({
  error,
  submitLabel,
  loading,
  icon,
  children,
}: {
  error: ReactNode;
  submitLabel: string;
  loading: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        {children}
        <Button type="submit" leftSection={icon} loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
