import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  bannerItemSchema,
  IMAGE_REQUIRED_MESSAGE,
  type BannerItem,
  type BannerItemRequest,
} from '@chamber/contracts';
import {
  useCreateBannerItem,
  useUpdateBannerItem,
  type BannerItemValues,
} from '../../api/banners.ts';
import { ButtonFields, buttonFormValues } from '../../components/ButtonFields.tsx';
import {
  CheckboxField,
  reportSaveError,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import { toast } from '../../components/toast.ts';
import { ALIGNMENT_OPTIONS } from '../content-sections/alignment.ts';

type SliderItemDialogProps = {
  opened: boolean;
  bannerId: number;
  /** null creates a new slide. */
  item: BannerItem | null;
  onClose: () => void;
};

/** The slide form in a modal; the form mounts afresh each time the modal opens. */
export function SliderItemDialog({ opened, bannerId, item, onClose }: SliderItemDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Slider Item' : 'New Slider Item'}
      size="xl"
    >
      <SliderItemForm bannerId={bannerId} item={item} onClose={onClose} />
    </Modal>
  );
}

function SliderItemForm({ bannerId, item, onClose }: Omit<SliderItemDialogProps, 'opened'>) {
  const create = useCreateBannerItem();
  const update = useUpdateBannerItem();
  const image = useFormImage({ required: item === null, message: IMAGE_REQUIRED_MESSAGE });
  const { control, handleSubmit, setError, formState } = useForm<
    BannerItemRequest,
    unknown,
    BannerItemValues
  >({
    resolver: zodResolver(bannerItemSchema),
    defaultValues: {
      bannerId,
      name: item?.name ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      alignment: item?.alignment ?? 'LEFT',
      isActive: item?.isActive ?? true,
      ...buttonFormValues(item),
    },
  });
  const save = handleSubmit(async (values) => {
    if (image.missing) return; // its message is already under the upload
    try {
      const answer = item
        ? await update.mutateAsync({ id: item.id, values, image: image.file })
        : await create.mutateAsync({ values, image: image.file });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      image.takeServerError(error);
      reportSaveError(error, setError, 'warning'); // save failures are warnings, not errors
    }
  });

  return (
    <form onSubmit={image.onSubmit(save)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="name" label="Name" withAsterisk autoComplete="off" />
          <SelectField
            control={control}
            name="alignment"
            label="Alignment"
            data={ALIGNMENT_OPTIONS}
            allowDeselect={false}
          />
        </SimpleGrid>
        <TextField control={control} name="title" label="Title" />
        <TextareaField control={control} name="description" label="Description" />
        <CheckboxField control={control} name="isActive" label="Is Active?" />
        <ButtonFields control={control} />
        <ImageUpload
          label="Slide Image"
          file={image.file}
          onFileChange={image.choose}
          storedPath={item?.imagePath}
          required={item === null}
          error={image.error}
        />
      </Stack>
      <FormButtons
        submitText={item ? 'Save Changes' : 'Create Slider Item'}
        submitting={formState.isSubmitting}
        onCancel={onClose}
      />
    </form>
  );
}
