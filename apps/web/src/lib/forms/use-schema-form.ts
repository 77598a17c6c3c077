import { schemaResolver, useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from './localize-message';

type Schema = Parameters<typeof schemaResolver>[0];
type Issue = { message: string; params?: { code?: unknown } };
type Result = { issues?: readonly Issue[] };

/** The issues' messages in the reader's language; the code a shared schema puts in `params.code` picks the text. */
function localizeResult<R extends Result>(result: R, t: TFunction): R {
  if (!result.issues) return result;
  const issues = result.issues.map((issue) => {
    const code = typeof issue.params?.code === 'string' ? issue.params.code : undefined;
    return { ...issue, message: localizeMessage(issue.message, t, code) };
  });
  return { ...result, issues };
}

/** `schema` (a shared zod schema) as a Standard Schema whose messages are translated. */
export function localizedSchema(schema: Schema, t: TFunction): Schema {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate: (value) => {
        const result = standard.validate(value);
        return result instanceof Promise
          ? result.then((settled) => localizeResult(settled, t))
          : localizeResult(result, t);
      },
    },
  };
}

/**
 * Every form's useForm: the shared zod schema through Mantine's schema resolver, and one rule
 * for when a field is checked: when it is left (blur), then on every change while it shows an
 * error (so the message goes as soon as the value is right), and all fields on submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Transformed = Values>(
  schema: Schema,
  initialValues: Values,
  transformValues?: (values: Values) => Transformed,
) {
  const { t } = useTranslation();
  return useForm<Values, Transformed>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(localizedSchema(schema, t), { sync: true }),
    validateInputOnBlur: true,
    clearInputErrorOnChange: false,
    transformValues,
    // Mantine merges what this returns into `inputProps` itself: keep its own onChange first.
    // aria-invalid is set here as well, for the inputs that do not set it from `error` (PasswordInput).
    enhanceGetInputProps: ({ field, form, inputProps }) => {
      if (form.errors[field] === undefined) return undefined;
      const setValue = inputProps.onChange;
      return {
        'aria-invalid': true,
        onChange: (event: unknown) => {
          setValue(event);
          form.validateField(field);
        },
      };
    },
  });
}
