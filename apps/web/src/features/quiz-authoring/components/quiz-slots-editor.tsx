import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sumPoints, type QuestionCategory, type QuestionSummary } from '@netclass/shared';
import { NETWORKING_QUESTION_TYPES, type NetworkingQuestionType } from '@netclass/shared/networking-questions';
import {
  QUIZ_MAX_SLOTS,
  QUIZ_SLOT_MAX_POINTS,
  type Quiz,
  type QuizSlot,
  type QuizSlotInput,
} from '@netclass/shared/quiz-authoring';
import { IconDatabase, IconDeviceFloppy, IconDice, IconNetwork, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableRow, SortableRows } from '../../../components/sortable/sortable-rows';
import { errorMessage } from '../../../lib/error-message';
import { useSaveSlots } from '../api/quizzes';
import { QuestionPicker, type QuestionPageQuery } from './question-picker';

/** A slot being edited: the saved one's facts, a key of its own while unsaved. */
type Draft = Omit<QuizSlot, 'id'> & { id: number };

let nextKey = -1;
const draftOf = (slot: Omit<QuizSlot, 'id'>): Draft => ({ ...slot, id: nextKey-- });
const DEFAULT_POINTS = 1;

const inputOf = (slot: Draft): QuizSlotInput =>
  slot.kind === 'question'
    ? { kind: 'question', question_id: slot.question!.id, points: slot.points }
    : slot.kind === 'random'
      ? { kind: 'random', category_id: slot.category!.id, points: slot.points }
      : { kind: 'generated', networking_type: slot.networking_type!, points: slot.points };

/**
 * A quiz's questions, in order: a fixed bank question (picked with search), N drawn at random
 * from a bank category, a generated networking question; each with its points, reordered by
 * dragging or from the keyboard, removed; saved whole, the total shown.
 */
interface Props {
  quiz: Quiz;
  /** The course's bank: its categories and its questions a page at a time (given by the app layer). */
  categories: QuestionCategory[];
  questionPage: QuestionPageQuery;
}

export function QuizSlotsEditor({ quiz, categories, questionPage }: Props) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<Draft[]>(() => quiz.slots ?? []);
  const [picking, setPicking] = useState(false);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [randomCount, setRandomCount] = useState<number>(1);
  const [networkingType, setNetworkingType] = useState<NetworkingQuestionType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSlots(quiz.id);

  const labelOf = (slot: Draft) =>
    slot.kind === 'question'
      ? (slot.question!.title ?? slot.question!.text_start)
      : slot.kind === 'random'
        ? t('quizAuthoring.slots.randomFrom', { name: slot.category!.name })
        : t(`networkingQuestions.types.${slot.networking_type!}`);
  const add = (...added: Draft[]) => {
    setSlots((current) => [...current, ...added].slice(0, QUIZ_MAX_SLOTS));
    setProblem(null);
  };
  const pick = (question: QuestionSummary) =>
    add(
      draftOf({
        kind: 'question',
        points: question.default_points,
        question: {
          id: question.id,
          title: question.title,
          text_start: question.text_start,
          type: question.type,
          deleted: false,
        },
        category: null,
        networking_type: null,
      }),
    );
  const addRandom = () => {
    const category = categories.find((c) => String(c.id) === categoryId);
    if (!category) return;
    add(
      ...Array.from({ length: randomCount }, () =>
        draftOf({
          kind: 'random',
          points: DEFAULT_POINTS,
          question: null,
          category: { id: category.id, name: category.name, question_count: category.question_count },
          networking_type: null,
        }),
      ),
    );
  };
  const addGenerated = () =>
    networkingType &&
    add(
      draftOf({
        kind: 'generated',
        points: DEFAULT_POINTS,
        question: null,
        category: null,
        networking_type: networkingType,
      }),
    );
  const setPoints = (id: number, points: number) =>
    setSlots((current) => current.map((slot) => (slot.id === id ? { ...slot, points } : slot)));
  const reorder = (ids: number[]) => setSlots((current) => ids.map((id) => current.find((slot) => slot.id === id)!));
  const total = sumPoints(slots.map((slot) => slot.points));

  const submit = () => {
    setProblem(null);
    save.mutate(slots.map(inputOf), {
      onSuccess: (saved) => {
        setSlots(saved.slots ?? []);
        notifications.show({ color: 'teal', message: t('quizAuthoring.slots.saved', { points: saved.max_points }) });
      },
      onError: (error) => setProblem(errorMessage(error, t, t('quizAuthoring.slots.saveFailed'))),
    });
  };

  const items = slots.map((slot) => ({ id: slot.id, title: labelOf(slot) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-slots-title">
      <Title order={2} fz="lg" id="quiz-slots-title">
        {t('quizAuthoring.slots.title')}
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button variant="light" leftSection={<IconDatabase size={16} />} onClick={() => setPicking(true)}>
          {t('quizAuthoring.slots.addQuestion')}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('quizAuthoring.slots.category')}
          placeholder={t('quizAuthoring.slots.chooseCategory')}
          data={categories.map((c) => ({
            value: String(c.id),
            label: t('quizAuthoring.slots.categoryOption', { name: c.name, count: c.question_count }),
          }))}
          value={categoryId}
          onChange={setCategoryId}
          w={{ base: '100%', sm: 260 }}
        />
        <NumberInput
          label={t('quizAuthoring.slots.randomCount')}
          min={1}
          max={50}
          allowDecimal={false}
          value={randomCount}
          onChange={(value) => setRandomCount(Math.max(1, Number(value) || 1))}
          w={120}
        />
        <Button variant="light" leftSection={<IconDice size={16} />} onClick={addRandom} disabled={categoryId === null}>
          {t('quizAuthoring.slots.addRandom', { count: randomCount })}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('quizAuthoring.slots.networkingType')}
          placeholder={t('practice.choose')}
          data={NETWORKING_QUESTION_TYPES.map((value) => ({ value, label: t(`networkingQuestions.types.${value}`) }))}
          value={networkingType}
          onChange={(value) => setNetworkingType(value as NetworkingQuestionType | null)}
          w={{ base: '100%', sm: 300 }}
        />
        <Button
          variant="light"
          leftSection={<IconNetwork size={16} />}
          onClick={addGenerated}
          disabled={networkingType === null}
        >
          {t('quizAuthoring.slots.addGenerated')}
        </Button>
      </Group>

      {slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quizAuthoring.slots.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <SortableRows items={items} texts="quizAuthoring.reorder" onReorder={reorder} enabled>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quizAuthoring.reorder.column')}</Table.Th>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('quizAuthoring.slots.question')}</Table.Th>
                  <Table.Th>{t('quizAuthoring.slots.points')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('quizAuthoring.slots.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slots.map((slot, index) => {
                  const item = items[index]!;
                  return (
                    <SortableRow key={slot.id} item={item} texts="quizAuthoring.reorder" enabled>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text size="sm">{item.title}</Text>
                          <Group gap={4}>
                            <Badge variant="light" size="xs">
                              {t(`quizAuthoring.kinds.${slot.kind}`)}
                            </Badge>
                            {slot.question?.deleted && (
                              <Badge color="red" variant="light" size="xs">
                                {t('quizAuthoring.slots.deleted')}
                              </Badge>
                            )}
                          </Group>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={t('quizAuthoring.slots.pointsOf', { position: index + 1 })}
                          min={0}
                          max={QUIZ_SLOT_MAX_POINTS}
                          decimalScale={2}
                          step={0.5}
                          value={slot.points}
                          onChange={(value) => setPoints(slot.id, Number(value) || 0)}
                          w={96}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('quizAuthoring.slots.removeNamed', { position: index + 1, name: item.title })}
                          onClick={() => setSlots((current) => current.filter((s) => s.id !== slot.id))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </SortableRow>
                  );
                })}
              </Table.Tbody>
            </Table>
          </SortableRows>
        </Table.ScrollContainer>
      )}
      <Text fw={500} aria-live="polite">
        {t('quizAuthoring.slots.total', { count: slots.length, points: total })}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={submit} loading={save.isPending}>
          {t('quizAuthoring.slots.save')}
        </Button>
      </Group>
      <QuestionPicker
        courseId={quiz.course_id}
        questionPage={questionPage}
        opened={picking}
        chosen={new Set(slots.flatMap((slot) => (slot.question ? [slot.question.id] : [])))}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}
