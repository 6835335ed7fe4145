/**
 * Reorder a list by drag and drop: mouse, touch and keyboard (focus a handle, Space to
 * pick up, arrows to move, Space to drop). Confirm sends the list renumbered from 0.
 */
import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
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
import type { MessageResponse } from '@chamber/contracts';
import { useConfirmedAction } from './ConfirmDialog.tsx';
import { toast } from './toast.ts';

type SortableItem = { id: number; sortOrder?: number };
export type SortOrder = { id: number; sortOrder: number };

export type SortDialogProps<T extends SortableItem> = {
  opened: boolean;
  title: string;
  items: T[];
  getLabel: (item: T) => string;
  /**
   * Sends the new order (ids with sortOrder 0..n-1, the body of every Sort… call); its answer's
   * message becomes a success toast (with Undo when it answers `undo`), a failure an error toast.
   */
  onSort: (
    order: SortOrder[],
  ) => Promise<MessageResponse & { undo?: () => Promise<MessageResponse> }>;
  onClose: () => void;
};

export function SortDialog<T extends SortableItem>({
  opened,
  title,
  onClose,
  ...list
}: SortDialogProps<T>) {
  // The handles wait until the dialog has finished sliding in: rows measured while it still moves
  // are measured out of place, and an arrow key may then find no row to move past. A dialog
  // mounted open has no slide to wait for.
  const [settled, setSettled] = useState(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      transitionProps={{ onEntered: () => setSettled(true), onExit: () => setSettled(false) }}
    >
      {/* Mounted only while open, so each opening starts from the current order. */}
      <SortList {...list} settled={settled} onClose={onClose} />
    </Modal>
  );
}

function SortList<T extends SortableItem>({
  items,
  getLabel,
  onSort,
  onClose,
  settled,
}: Omit<SortDialogProps<T>, 'opened' | 'title'> & { settled: boolean }) {
  const [ordered, setOrdered] = useState(items);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (id: UniqueIdentifier) => {
    const index = ordered.findIndex((item) => item.id === id);
    return index < 0 ? '' : getLabel(ordered[index]);
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    ordered.findIndex((item) => item.id === id) + 1;
  // Whether the item picked up has left its place yet: the rows are measured before the drag, so
  // dnd-kit reports it over its own place at once, which is no move to announce.
  const moved = useRef(false);
  // Spoken by screen readers, with names and positions instead of internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${ordered.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return `${labelOf(active.id)} moved to position ${positionOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrdered((current) =>
      arrayMove(
        current,
        current.findIndex((item) => item.id === active.id),
        current.findIndex((item) => item.id === over.id),
      ),
    );
  };

  const { processing, confirm } = useConfirmedAction(async () => {
    const answer = await onSort(ordered.map(({ id }, index) => ({ id, sortOrder: index })));
    toast.success(answer.message, answer.undo);
  }, onClose);

  return (
    <Stack>
      {ordered.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No Items Available
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
          // The rows are measured before a drag starts: by default dnd-kit measures them only
          // once a drag has begun, a frame or more later, and an arrow key pressed before then
          // (a quick keyboard user, a slow phone) was lost.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        >
          <SortableContext items={ordered} strategy={verticalListSortingStrategy}>
            <Stack gap="xs" component="ol" p={0} m={0} aria-label="Items in order">
              {ordered.map((item, index) => (
                <SortableRow
                  key={item.id}
                  id={item.id}
                  label={getLabel(item)}
                  position={index + 1}
                  disabled={!settled}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={processing}>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          loading={processing}
          disabled={processing || ordered.length === 0}
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

function SortableRow({
  id,
  label,
  position,
  disabled,
}: {
  id: number;
  label: string;
  position: number;
  disabled: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      shadow={isDragging ? 'md' : undefined}
      style={{
        listStyle: 'none',
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${label}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          disabled={disabled}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={24}>
          {position}.
        </Text>
        <Text size="sm">{label}</Text>
      </Group>
    </Paper>
  );
}
