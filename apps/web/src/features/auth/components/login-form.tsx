import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TIMINGS, loginRequestSchema } from '@netclass/shared';
import { IconCircleCheck, IconAlertCircle, IconId, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { homePathFor, saveSession } from '../../../lib/session';
import { useLoginMutation } from '../api/auth';
import { loginFailureMessage } from './login-messages';

type Result = { ok: boolean; text: string };

/** Id and password form with the result message area of docs/product/messages.md#errors. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const form = useSchemaForm(loginRequestSchema, { id: '', password: '' });
  const [result, setResult] = useState<Result | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  // A field left blank says so on the field; the server's answer (docs/product/messages.md#errors) shows in the result area.
  const submit = form.onSubmit(({ id, password }) => {
    setResult(null);
    loginMutation.mutate(
      { id: id.trim(), password },
      {
        onSuccess: ({ token, role, user }) => {
          const passwordChangeRequired = user.must_change_password;
          try {
            saveSession({ token, role, passwordChangeRequired });
          } catch {
            setResult({ ok: false, text: t('login.storageFailed') });
            return;
          }
          setResult({ ok: true, text: t('login.success') });
          // A password someone else set is changed before anything else (docs/decisions/022-first-login-password.md).
          setRedirectTo(passwordChangeRequired ? '/changepassword' : homePathFor(role));
        },
        onError: (error) => setResult({ ok: false, text: loginFailureMessage(error, t) }),
      },
    );
  });

  const showForgotPassword = () =>
    modals.open({
      title: t('login.forgotTitle'),
      centered: true,
      children: (
        <Stack>
          <Alert color="blue" variant="light">
            {t('login.forgotText')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => modals.closeAll()}>{t('common.understood')}</Button>
          </Group>
        </Stack>
      ),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('login.id')}
          placeholder={t('login.idPlaceholder')}
          leftSection={<IconId size={18} />}
          inputMode="numeric"
          autoComplete="username"
          {...form.getInputProps('id')}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          leftSection={<IconLock size={18} />}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={showForgotPassword}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending} disabled={redirectTo !== null}>
          {t('login.submit')}
        </Button>
        <div aria-live="polite">
          {result && (
            <Alert
              color={result.ok ? 'teal' : 'red'}
              variant="light"
              icon={result.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
            >
              {result.text}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
