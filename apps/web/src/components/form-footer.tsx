import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The end of every form: the error of the last try (spec message or fallback) and the
 * submit button, with any other actions (e.g. cancel) before it. A submit held back
 * (`disabled`) names what says why (`describedBy`, e.g. a text's counter).
 */
export function FormFooter({
  error,
  submitLabel,
  loading,
  icon,
  disabled,
  describedBy,
  children,
}: {
  error: ReactNode;
  submitLabel: string;
  loading: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  describedBy?: string;
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
        <Button type="submit" leftSection={icon} loading={loading} disabled={disabled} aria-describedby={describedBy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
