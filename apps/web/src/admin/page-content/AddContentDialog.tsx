import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  addContentSchema,
  ASSIGN_TYPE_LABELS,
  ASSIGN_TYPES,
  createContentSchema,
  type AssignType,
} from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useAssignContent, useContentOptions, type ContentOwner } from '../../api/page-content.ts';
import { toast } from '../../components/toast.ts';
import { newContentPath } from '../content-sections/paths.ts';

const TYPE_OPTIONS = ASSIGN_TYPES.map((value) => ({ value, label: ASSIGN_TYPE_LABELS[value] }));

type AddContentDialogProps = {
  opened: boolean;
  owner: ContentOwner;
  ownerId: number;
  onClose: () => void;
};

/**
 * The add-content modal: pick a type and an existing banner or section to append, or "Create
 * New" to make one for this page or blog.
 */
export function AddContentDialog({ opened, onClose, ...props }: AddContentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Content" size="md">
      {/* Mounted only while open, so each opening starts empty. */}
      <AddContentForm {...props} onClose={onClose} />
    </Modal>
  );
}

function AddContentForm({ owner, ownerId, onClose }: Omit<AddContentDialogProps, 'opened'>) {
  const navigate = useNavigate();
  const [type, setType] = useState<AssignType | null>(null);
  const [component, setComponent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useContentOptions(owner, ownerId, type);
  const assign = useAssignContent(owner, ownerId);

  const add = async () => {
    const choice = addContentSchema.safeParse({ type, contentSectionId: component });
    if (!choice.success) {
      setProblem(choice.error.issues[0].message);
      return;
    }
    try {
      toast.success((await assign.mutateAsync(choice.data)).message);
      onClose();
    } catch (error) {
      toast.warning(errorMessage(error)); // assign failures are warnings, not errors
    }
  };

  const createNew = () => {
    const choice = createContentSchema.safeParse({ type });
    if (!choice.success) {
      setProblem(choice.error.issues[0].message);
      return;
    }
    navigate(newContentPath(choice.data.type, { owner, id: ownerId }));
  };

  return (
    <Stack>
      <Select
        label="Type"
        placeholder="Choose a type"
        data={TYPE_OPTIONS}
        value={type}
        onChange={(value) => {
          setType(value as AssignType | null);
          setComponent(null);
          setProblem(null);
        }}
      />
      <Select
        label="Component"
        placeholder={type ? 'Choose one' : 'Choose a type first'}
        data={(options.data ?? []).map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={component}
        onChange={(value) => {
          setComponent(value);
          setProblem(null);
        }}
        disabled={type === null}
        searchable
        nothingFoundMessage={
          options.isFetching
            ? 'Loading…'
            : `No ${type === 'BANNER' ? 'banners' : 'sections'} left to add`
        }
      />
      {problem ? (
        <Alert color="orange" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Button variant="light" onClick={createNew}>
          Create New
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button onClick={add} loading={assign.isPending}>
            Add
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
