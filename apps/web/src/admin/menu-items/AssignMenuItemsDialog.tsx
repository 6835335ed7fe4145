import { Modal, MultiSelect } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  assignParentMenuItemSchema,
  type AssignParentMenuItemRequest,
  type MenuItem,
} from '@chamber/contracts';
import { useAssignParentMenuItem, useMenuItemCandidates } from '../../api/menu-items.ts';
import { reportSaveError } from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { toast } from '../../components/toast.ts';

type DialogProps = { parent: MenuItem; opened: boolean; onClose: () => void };

/** "Assign New" on the menu item form: pick items to place under `parent`. */
export function AssignMenuItemsDialog({ parent, opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Assign Menu Items">
      {/* Mounted only while open, so the candidates are loaded afresh each time. */}
      {opened ? <AssignForm parent={parent} onClose={onClose} /> : null}
    </Modal>
  );
}

function AssignForm({ parent, onClose }: Omit<DialogProps, 'opened'>) {
  const candidates = useMenuItemCandidates(parent.id);
  const assign = useAssignParentMenuItem();
  const { control, handleSubmit, setError, formState } = useForm<
    AssignParentMenuItemRequest,
    unknown,
    { parentId: number; childMenuItemIds: number[] }
  >({
    resolver: zodResolver(assignParentMenuItemSchema),
    defaultValues: { parentId: parent.id, childMenuItemIds: [] },
  });
  const options = (candidates.data ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: candidate.name,
  }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await assign.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      reportSaveError(error, setError, 'warning'); // assign failures are warnings, not errors
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="childMenuItemIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Menu Items"
            description={`Top-level items without assigned items can go under "${parent.name}".`}
            placeholder={candidates.isPending ? 'Loading…' : 'Choose menu items'}
            data={options}
            nothingFoundMessage="No Items Available"
            searchable
            clearable
            withAsterisk
            disabled={candidates.isPending}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={Array.isArray(field.value) ? field.value.map(String) : []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormButtons submitText="Assign" submitting={formState.isSubmitting} onCancel={onClose} />
    </form>
  );
}
