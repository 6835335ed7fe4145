import { SimpleGrid, Text } from '@mantine/core';
import { bannerItemSchema, IMAGE_REQUIRED_MESSAGE, type BannerItem } from '@chamber/contracts';
import { useCreateBannerItem, useFetchBanner, useUpdateBannerItem } from '../../api/banners.ts';
import { ButtonFields, buttonFormValues } from '../../components/ButtonFields.tsx';
import { TextareaField, TextField } from '../../components/fields.tsx';
import { imageFormSave, ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import { useResourceForm } from '../../components/ResourceEditor.tsx';
import { AlignmentField } from '../content-sections/AlignmentField.tsx';
import { ItemDialog, ItemDialogForm, type ItemDialogProps } from '../ItemDialog.tsx';

type SliderItemDialogProps = ItemDialogProps<BannerItem> & { bannerId: number };

/** The slide form in a modal; the form mounts afresh each time the modal opens. */
export function SliderItemDialog({ opened, ...form }: SliderItemDialogProps) {
  return (
    <ItemDialog {...form} opened={opened} type="bannerItem" noun="Slider Item" size="xl">
      <SliderItemForm {...form} />
    </ItemDialog>
  );
}

function SliderItemForm({ bannerId, item, onClose }: Omit<SliderItemDialogProps, 'opened'>) {
  const create = useCreateBannerItem();
  const update = useUpdateBannerItem();
  const fetchBanner = useFetchBanner();
  const image = useFormImage({ required: item === null, message: IMAGE_REQUIRED_MESSAGE });
  const editor = useResourceForm({
    schema: bannerItemSchema,
    defaultValues: {
      bannerId,
      name: item?.name ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      alignment: item?.alignment ?? 'LEFT',
      isActive: item?.isActive ?? true,
      ...buttonFormValues(item),
    },
    image,
    version: item?.version,
    // A draft, which goes on the site when the banner (or a page showing it) is published.
    save: (values, version) =>
      imageFormSave(item, image, create, update)({ ...values, draft: true }, version),
    onSaved: onClose,
    failure: 'warning',
    // The slide as stored now is read through its banner (not the banner screen's own record).
    theirs: item
      ? async () =>
          (await fetchBanner(bannerId)).bannerItems.find((slide) => slide.id === item.id) ?? {}
      : undefined,
  });
  const { control } = editor;

  return (
    <ItemDialogForm editor={editor} item={item} createText="Create Slider Item" onClose={onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="name" label="Name" withAsterisk autoComplete="off" />
        <AlignmentField control={control} />
      </SimpleGrid>
      <TextField control={control} name="title" label="Title" />
      <TextareaField control={control} name="description" label="Description" />
      <ButtonFields control={control} />
      <ImageUpload label="Slide Image" {...image.upload} storedPath={item?.imagePath} />
      <Text size="sm" c="dimmed">
        Saved as a draft: visitors see it once the banner, or a page showing it, is published.
      </Text>
    </ItemDialogForm>
  );
}
