import { List, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  explainQuestion,
  type AnswerField,
  type CheckResult,
  type NetworkingQuestionPrompt,
} from '@netclass/shared/networking-questions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface Props {
  question: NetworkingQuestionPrompt;
  /** The typed answers by field key. */
  values: Readonly<Record<string, string>>;
  /** Without it the fields are read-only (a review). */
  onChange?: (key: string, value: string) => void;
  /** Marks each field once checked (practice at once; a quiz's review when its options allow). */
  result?: CheckResult;
  /** The expected answers, shown under wrong fields when given (a review whose options show answers, practice). */
  answer?: Readonly<Record<string, string>>;
  showExplanation?: boolean;
  /** The heading level of the question's title (its explanation's heading is one below). */
  headingOrder?: 2 | 3 | 4;
}

/** The prompt's parameters as text: lists joined, number bases named in the reader's language. */
function promptParams(question: NetworkingQuestionPrompt, t: TFunction): Record<string, string | number> {
  switch (question.type) {
    case 'ipv4-vlsm':
      return { ...question.params, hosts: question.params.hosts.join(', ') };
    case 'number-conversion': {
      const { from, to, width, value } = question.params;
      return {
        value,
        from: t(`networkingQuestions.bases.${from}`),
        to: t(`networkingQuestions.bases.${to}`),
        what: t(width === 8 ? 'networkingQuestions.octet' : 'networkingQuestions.address'),
      };
    }
    default:
      return { ...question.params };
  }
}

const MONOSPACE_KINDS = new Set<AnswerField['kind']>(['binary', 'hex', 'ipv6', 'ipv6-compressed', 'ipv6-expanded']);
const DECIMAL_KINDS = new Set<AnswerField['kind']>(['ipv4', 'mask', 'prefix', 'wildcard', 'integer']);

/**
 * A generated networking question: its prompt, one labelled input per answer field (with the
 * notation it takes as description), each field's mark once checked, and the worked explanation.
 */
export function NetworkingQuestionView({
  question,
  values,
  onChange,
  result,
  answer,
  showExplanation = false,
  headingOrder = 3,
}: Props) {
  const { t } = useTranslation();
  const marks = new Map(result?.fields.map((field) => [field.key, field.correct]));
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        {t(`networkingQuestions.types.${question.type}`)}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t(`networkingQuestions.prompts.${question.type}`, promptParams(question, t))}
      </Text>
      {question.fields.map((field) => {
        const correct = marks.get(field.key);
        const expected =
          answer?.[field.key] === undefined ? '' : t('networkingQuestions.expected', { value: answer[field.key] });
        return (
          <TextInput
            key={field.key}
            label={t(`networkingQuestions.fields.${field.label}`, field.labelParams)}
            description={
              <>
                {t(`networkingQuestions.hints.${field.kind}`)}
                {correct === true && (
                  <Text span size="xs" c="teal" fw={600}>
                    {' · '}
                    {t('networkingQuestions.correct')}
                  </Text>
                )}
              </>
            }
            error={
              correct === false ? `${t('networkingQuestions.incorrect')}${expected ? `. ${expected}` : ''}` : undefined
            }
            value={values[field.key] ?? ''}
            onChange={(event) => onChange?.(field.key, event.currentTarget.value)}
            readOnly={onChange === undefined}
            autoComplete="off"
            spellCheck={false}
            inputMode={DECIMAL_KINDS.has(field.kind) ? 'decimal' : undefined}
            ff={MONOSPACE_KINDS.has(field.kind) ? 'monospace' : undefined}
          />
        );
      })}
      {result && (
        <Text fw={600} aria-live="polite">
          {t('networkingQuestions.score', { correct: result.correct, total: result.total })}
        </Text>
      )}
      {showExplanation && (
        <>
          <Title order={(headingOrder + 1) as 3 | 4 | 5} size="h5">
            {t('networkingQuestions.explanation')}
          </Title>
          <List type="ordered" spacing="xs" style={{ overflowWrap: 'anywhere' }}>
            {explainQuestion(question).map((step, i) => (
              <List.Item key={i}>{t(`networkingQuestions.steps.${step.key}`, step.params)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
