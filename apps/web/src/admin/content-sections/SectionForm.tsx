import { lazy, Suspense, useState } from 'react';
import { Center, Fieldset, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  useController,
  type Control,
  type DefaultValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  contentSectionSchema,
  IMAGE_REQUIRED_MESSAGE,
  isAlignmentLocked,
  SECTION_KIND_LABELS,
  SECTION_KINDS,
  sectionNeedsDescription,
  sectionNeedsImage,
  sectionNeedsTitle,
  sectionTypePreset,
  type ContentSection,
  type ContentSectionRequest,
  type SectionKind,
} from '@chamber/contracts';
import {
  useCreateContentSection,
  useUpdateContentSection,
  type ContentSectionValues,
} from '../../api/content-sections.ts';
import { ButtonFields, buttonFormValues } from '../../components/ButtonFields.tsx';
import { CheckboxField, TextareaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import {
  PublishingForm,
  publishedImageSaves,
  usePublishingSave,
} from '../../components/Publishing.tsx';
import { isCreated, useResourceForm } from '../../components/ResourceEditor.tsx';
import { AlignmentField } from './AlignmentField.tsx';
import {
  CONTENT_SECTIONS_PATH,
  ownerEditPath,
  sectionEditPath,
  type ContentOwnerRef,
} from './paths.ts';
import { SectionPreview } from './SectionPreview.tsx';
import { KIND_LINES, KindOption } from './SectionKinds.tsx';

// TipTap is large: it is downloaded only when a Custom section is edited.
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const TYPE_OPTIONS = SECTION_KINDS.map((value) => ({ value, label: SECTION_KIND_LABELS[value] }));

type SectionControl = Control<ContentSectionRequest, unknown, ContentSectionValues>;

function toFormValues(
  section: ContentSection | null,
  owner: ContentOwnerRef | null,
): DefaultValues<ContentSectionRequest> {
  return {
    name: section?.name ?? '',
    type: section?.type,
    title: section?.title ?? '',
    description: section?.description ?? '',
    rawHTML: section?.rawHTML ?? '',
    alignment: section?.alignment ?? 'LEFT',
    // On create these name the page or blog that gets the new section (the server appends it).
    pageId: owner?.owner === 'page' ? owner.id : null,
    blogId: owner?.owner === 'blog' ? owner.id : null,
    isPadded: section?.isPadded ?? false,
    isFloatingCard: section?.isFloatingCard ?? false,
    hasRoundedCorners: section?.hasRoundedCorners ?? false,
    isTextOnly: section?.isTextOnly ?? false,
    isActive: section?.isActive ?? true,
    ...buttonFormValues(section),
  };
}

/**
 * The section editor for all nine kinds: create mode while `section` is null, else
 * edit mode. `owner` is the page or blog it is created for, where the user returns after.
 */
export function SectionForm({
  section,
  owner,
}: {
  section: ContentSection | null;
  owner: ContentOwnerRef | null;
}) {
  const navigate = useNavigate();
  const create = useCreateContentSection();
  const update = useUpdateContentSection();
  // The chosen type, which the Type select reports: it decides whether the image is required,
  // and the image's check is part of the form's.
  const [type, setType] = useState<SectionKind | undefined>(section?.type);
  const isCustom = type === 'CONTENT_SECTION_CUSTOM';
  const needsImage = type !== undefined && sectionNeedsImage(type);
  const image = useFormImage({
    required: section === null && needsImage,
    message: IMAGE_REQUIRED_MESSAGE,
  });
  // Saved as a draft; Publish puts it on the site, as publishing the page it is on does.
  const publishing = usePublishingSave('contentSection', section, 'section');
  const editor = useResourceForm({
    schema: contentSectionSchema,
    defaultValues: toFormValues(section, owner),
    image,
    version: section?.version,
    ...publishedImageSaves(publishing, section, image, create, update),
    // An update returns to the list; a new section to its page or blog, else to its editor.
    onSaved: (answer) => {
      if (!isCreated(answer)) navigate(CONTENT_SECTIONS_PATH);
      else navigate(owner ? ownerEditPath(owner) : sectionEditPath(answer.id));
    },
    failure: 'warning',
  });
  const { control, setValue } = editor;

  return (
    <PublishingForm
      publishing={publishing}
      editor={editor}
      onCancel={() => navigate(owner ? ownerEditPath(owner) : CONTENT_SECTIONS_PATH)}
    >
      <Fieldset legend="Section Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="name"
            label="Content Section Name"
            withAsterisk
            autoComplete="off"
          />
          <TypeSelect control={control} setValue={setValue} onChoose={setType} />
          <AlignmentField
            control={control}
            withAsterisk
            disabled={type !== undefined && isAlignmentLocked(type)}
            description={
              type !== undefined && isAlignmentLocked(type) ? 'Set by the section type' : undefined
            }
          />
        </SimpleGrid>
        {isCustom ? (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label="Loading the editor" />
              </Center>
            }
          >
            <CustomHtmlField control={control} />
          </Suspense>
        ) : (
          <>
            <TextField
              control={control}
              name="title"
              label="Title"
              withAsterisk={type === undefined || sectionNeedsTitle(type)}
              mt="sm"
            />
            <TextareaField
              control={control}
              name="description"
              label="Content Details"
              withAsterisk={type === undefined || sectionNeedsDescription(type)}
              minRows={4}
              mt="sm"
            />
          </>
        )}
      </Fieldset>

      <Fieldset legend="Display">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {/* Padded, floating card and text only are what the type says: set by choosing it. */}
          <CheckboxField control={control} name="hasRoundedCorners" label="Has Rounded Corners?" />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Buttons">
        <ButtonFields control={control} />
      </Fieldset>

      <Fieldset legend="Image">
        <ImageUpload
          label="Section Image"
          {...image.upload}
          storedPath={section?.imagePath}
          description={
            type !== undefined && !needsImage
              ? `Optional for ${SECTION_KIND_LABELS[type]} sections`
              : undefined
          }
          // A server refusal (an update to a kind that needs one) shows as well.
          error={image.missing || section !== null ? image.error : undefined}
        />
      </Fieldset>

      <Fieldset legend="Live Preview">
        <SectionPreview control={control} image={image.file} storedImagePath={section?.imagePath} />
      </Fieldset>
    </PublishingForm>
  );
}

/** The type select: choosing a type applies its preset (alignment, flags) to the form. */
function TypeSelect({
  control,
  setValue,
  onChoose,
}: {
  control: SectionControl;
  setValue: UseFormSetValue<ContentSectionRequest>;
  onChoose: (type: SectionKind) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'type' });
  const choose = (value: string | null) => {
    field.onChange(value);
    if (!value) return;
    onChoose(value as SectionKind);
    const preset = sectionTypePreset(value as SectionKind);
    for (const [name, presetValue] of Object.entries(preset)) {
      setValue(name as keyof typeof preset, presetValue, { shouldDirty: true });
    }
  };
  return (
    <Select
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      label="Type"
      placeholder="Choose a type"
      data={TYPE_OPTIONS}
      value={field.value ?? null}
      onChange={choose}
      allowDeselect={false}
      withAsterisk
      description={field.value ? KIND_LINES[field.value] : 'Each type shows its layout'}
      renderOption={({ option }) => <KindOption kind={option.value as SectionKind} />}
      maxDropdownHeight={420}
      error={fieldState.error?.message}
    />
  );
}

/** The Custom kind's rich HTML (rawHTML), in place of title and details. */
function CustomHtmlField({ control }: { control: SectionControl }) {
  const { field, fieldState } = useController({ control, name: 'rawHTML' });
  return (
    <Stack mt="sm">
      <RichTextEditor
        label="Custom HTML"
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
      <Text size="xs" c="dimmed">
        Scripts, forms and embeds other than YouTube or Vimeo are removed when the section is saved.
      </Text>
    </Stack>
  );
}
