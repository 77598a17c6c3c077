import { ActionIcon, Table } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableItem {
  id: number;
  title: string;
}

/**
 * Where the texts of a list come from: `${texts}.handle`, `.instructions`, `.picked`, `.over`,
 * `.dropped` and `.cancelled` in the locale files, each with `title`, `position` and `count`.
 */
export type SortableTexts = 'lessonAdmin.reorder' | 'materials.reorder' | 'quizAuthoring.reorder';

/**
 * Table rows reordered by dragging a row's handle or from the keyboard (Space or Enter picks the
 * item up, the arrows move it, Space or Enter drops it, Escape cancels), each step read out in
 * the page's language. A drop hands every id in the new order to `onReorder`. Without
 * `enabled` (someone who may not reorder) the rows are plain.
 */
export function SortableRows({ enabled, ...props }: SortableRowsProps & { enabled: boolean }) {
  return enabled ? <Sortable {...props} /> : props.children;
}

interface SortableRowsProps {
  items: SortableItem[];
  texts: SortableTexts;
  onReorder: (ids: number[]) => void;
  /** A table whose rows are `SortableRow`s. */
  children: ReactNode;
}

function Sortable({ items, texts, onReorder, children }: SortableRowsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);

  const place = (id: UniqueIdentifier | undefined) => {
    const index = ids.indexOf(Number(id));
    return { title: items[index]?.title ?? '', position: index + 1, count: ids.length };
  };
  // Where the item was last said to be: dnd-kit reports it over its own place as soon as it is
  // picked up, which would replace 'picked up' before it is read.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t(`${texts}.picked`, place(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t(`${texts}.over`, { ...place(active.id), position: place(over.id).position });
    },
    onDragEnd: ({ active, over }) =>
      over ? t(`${texts}.dropped`, { ...place(active.id), position: place(over.id).position }) : undefined,
    onDragCancel: ({ active }) => t(`${texts}.cancelled`, place(active.id)),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${texts}.instructions`) } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  item: SortableItem;
  texts: SortableTexts;
  children: ReactNode;
}

/** One item's row, moved by the handle in its first cell (`enabled` as in its `SortableRows`). */
export function SortableRow({ enabled, ...props }: SortableRowProps & { enabled: boolean }) {
  return enabled ? <DraggableRow {...props} /> : <Table.Tr>{props.children}</Table.Tr>;
}

function DraggableRow({ item, texts, children }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t(`${texts}.handle`, { title: item.title })}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
