import { ActionIcon, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LessonSummary } from '@netclass/shared';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useReorderLessons } from '../api/lesson-order';

/**
 * The teacher's lesson rows, reordered by dragging a row's handle or from the keyboard (Space
 * or Enter picks the lesson up, the arrows move it, Space or Enter drops it, Escape cancels),
 * each step read out in the page's language. A drop saves the whole order in one request.
 */
export function LessonOrderDnd({ courseId, lessons, children }: { courseId: number; lessons: LessonSummary[]; children: ReactNode }) {
  const { t } = useTranslation();
  const reorder = useReorderLessons(courseId);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = lessons.map((lesson) => lesson.id);

  const place = (id: UniqueIdentifier | undefined) => {
    const index = ids.indexOf(Number(id));
    return { title: lessons[index]?.title ?? '', position: index + 1, count: ids.length };
  };
  // Where the lesson was last said to be: dnd-kit reports it over its own place as soon as it is
  // picked up, which would replace 'picked up' before it is read.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('lessonAdmin.reorder.picked', place(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('lessonAdmin.reorder.over', { ...place(active.id), position: place(over.id).position });
    },
    onDragEnd: ({ active, over }) => (over ? t('lessonAdmin.reorder.dropped', { ...place(active.id), position: place(over.id).position }) : undefined),
    onDragCancel: ({ active }) => t('lessonAdmin.reorder.cancelled', place(active.id)),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    reorder.mutate(order, {
      onError: (failure) => notifications.show({ color: 'red', title: t('lessonAdmin.reorder.failed'), message: errorMessage(failure, t, t('lessonAdmin.reorder.failed')) }),
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('lessonAdmin.reorder.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One lesson's row, moved by the handle in its first cell. */
export function SortableLessonRow({ lesson, children }: { lesson: LessonSummary; children: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id });
  return (
    <Table.Tr ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }}>
      <Table.Td>
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} aria-label={t('lessonAdmin.reorder.handle', { title: lesson.title })}>
          <IconGripVertical size={16} />
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
