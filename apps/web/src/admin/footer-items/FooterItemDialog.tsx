import { useEffect } from 'react';
import { Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { footerItemSchema, type FooterItem, type FooterItemRequest } from '@chamber/contracts';
import {
  useCreateFooterItem,
  useUpdateFooterItem,
  type FooterItemValues,
} from '../../api/footer-items.ts';
import { CheckboxField, reportSaveError, TextField } from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { toast } from '../../components/toast.ts';

/** The modal's form is emptied 250 ms after it closes, once the closing animation is over. */
const FORM_RESET_DELAY_MS = 250;

const EMPTY: FooterItemRequest = { label: '', to: '', isActive: true };

const toFormValues = (item: FooterItem | null): FooterItemRequest =>
  item ? { label: item.label, to: item.to, isActive: item.isActive } : EMPTY;

/** The one modal for new and existing footer items: `item` null creates, otherwise edits. */
export function FooterItemDialog({
  opened,
  item,
  onClose,
}: {
  opened: boolean;
  item: FooterItem | null;
  onClose: () => void;
}) {
  const create = useCreateFooterItem();
  const update = useUpdateFooterItem();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FooterItemRequest,
    unknown,
    FooterItemValues
  >({ resolver: zodResolver(footerItemSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (opened) {
      reset(toFormValues(item));
      return;
    }
    const timer = setTimeout(() => reset(EMPTY), FORM_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, item, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = item
        ? await update.mutateAsync({ ...values, id: item.id })
        : await create.mutateAsync(values);
      toast.success(answer.message);
      onClose();
    } catch (error) {
      reportSaveError(error, setError, 'warning'); // save failures are warnings, not errors
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Footer Item' : 'New Footer Item'}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextField
            control={control}
            name="label"
            label="Footer Label"
            withAsterisk
            autoComplete="off"
          />
          <TextField
            control={control}
            name="to"
            label="Link"
            placeholder="/contact or https://example.com"
            withAsterisk
            autoComplete="off"
          />
          <CheckboxField control={control} name="isActive" label="Is Active?" />
        </Stack>
        <FormButtons
          submitText={item ? 'Save Changes' : 'Create Footer Item'}
          submitting={formState.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
