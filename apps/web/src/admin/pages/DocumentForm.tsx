import { useState } from 'react';
import { Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_BANNER_COLOR } from '@chamber/contracts';
import { ApiError } from '../../api/client.ts';
import type { MediaItem } from '../../api/media.ts';
import type { StoredDocument } from '../../api/pages.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CheckboxField, ColorField, TextareaField, TextField } from '../../components/fields.tsx';
import { ImageUpload } from '../../components/ImageUpload.tsx';
import { PublishingForm, usePublishingSave } from '../../components/Publishing.tsx';
import { isCreated, useResourceForm } from '../../components/ResourceEditor.tsx';
import { toast } from '../../components/toast.ts';
import type { DocumentFormInput, DocumentKind } from './documentKind.ts';

/** Defaults of a new page or blog: banner visible, colour #000000 (it is a draft until published). */
function toFormValues<T extends StoredDocument>(
  stored: T | null,
  kind: DocumentKind<T>,
): DefaultValues<DocumentFormInput> {
  return {
    ...kind.own?.values(stored),
    name: stored?.name ?? '',
    title: stored?.title ?? '',
    url: stored?.url ?? '',
    isBannerVisible: stored?.isBannerVisible ?? true,
    isActive: stored?.isActive ?? true,
    bannerColor: stored?.bannerColor ?? DEFAULT_BANNER_COLOR,
    keywords: stored?.keywords ?? '',
    description: stored?.description ?? '',
  };
}

/**
 * The form of a page or a blog: create mode while `stored` is null, else edit mode. The banner
 * image is sent with the fields; a stored one is removed at once (after confirmation), apart from
 * saving.
 */
export function DocumentForm<T extends StoredDocument>({
  kind,
  stored,
}: {
  kind: DocumentKind<T>;
  stored: T | null;
}) {
  const navigate = useNavigate();
  const { useCreate, useUpdate, useDeleteBannerImage } = kind.api;
  const create = useCreate();
  const update = useUpdate();
  const deleteBannerImage = useDeleteBannerImage();
  const [bannerImage, setBannerImage] = useState<File | null>(null);
  const [bannerMedia, setBannerMedia] = useState<MediaItem | null>(null);
  const [removingImage, setRemovingImage] = useState(false);
  const publishing = usePublishingSave(kind.owner, stored, kind.noun.toLowerCase());
  const editor = useResourceForm({
    schema: kind.schema,
    defaultValues: toFormValues(stored, kind),
    version: stored?.version,
    // Saved as a draft, then published, scheduled or unpublished as the button pressed says.
    save: publishing.wrap((values, version) =>
      stored
        ? update.mutateAsync({
            id: stored.id,
            values,
            bannerImage,
            mediaId: bannerMedia?.id,
            version,
          })
        : create.mutateAsync({ values, bannerImage, mediaId: bannerMedia?.id }),
    ),
    autosave: stored
      ? publishing.draftSave((values, version) =>
          update.mutateAsync({ id: stored.id, values, bannerImage: null, version }),
        )
      : undefined,
    onSaved: (answer) =>
      navigate(
        isCreated(answer) && kind.afterCreate === 'edit' ? kind.editPath(answer.id) : kind.listPath,
      ),
    // A 409 is the url already taken by another page or blog: say so under the URL.
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        editor.setError('url', { type: 'server', message: error.message });
      }
    },
    // Save failures warn (the spec says so for blogs; pages follow, as one form).
    failure: 'warning',
  });
  const { control } = editor;

  const storedImage = stored?.bannerImageFilePath ?? null;

  return (
    <>
      <PublishingForm
        publishing={publishing}
        editor={editor}
        onCancel={() => navigate(kind.listPath)}
      >
        <Fieldset legend={`${kind.noun} Details`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              control={control}
              name="name"
              label={`${kind.noun} Name`}
              withAsterisk
              autoComplete="off"
            />
            {kind.hasTitle ? (
              <TextField control={control} name="title" label={`${kind.noun} Title`} />
            ) : null}
            <TextField
              control={control}
              name="url"
              label="URL"
              placeholder="/about-us"
              description="The address on the site; it begins with /"
              withAsterisk
              autoComplete="off"
            />
          </SimpleGrid>
          <Group mt="md">
            <CheckboxField control={control} name="isBannerVisible" label="Is Banner Visible?" />
          </Group>
        </Fieldset>

        {kind.own ? <kind.own.Fields control={control} /> : null}

        <Fieldset legend="Banner">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ImageUpload
              label="Banner Image"
              file={bannerImage}
              onFileChange={setBannerImage}
              chosen={bannerMedia}
              onChooseFromLibrary={setBannerMedia}
              storedPath={storedImage}
              onRemoveStored={storedImage ? () => setRemovingImage(true) : undefined}
            />
            <ColorField control={control} name="bannerColor" label="Banner Color" format="hex" />
          </SimpleGrid>
          {kind.own?.BannerFields ? <kind.own.BannerFields control={control} /> : null}
        </Fieldset>

        <Fieldset legend="SEO">
          <Stack>
            <TextareaField control={control} name="keywords" label="Keywords" />
            <TextareaField control={control} name="description" label="Description" />
          </Stack>
        </Fieldset>
      </PublishingForm>

      {stored ? (
        <ConfirmDialog
          opened={removingImage}
          title="Remove Banner Image"
          text="Are you sure you want to remove this banner Image?"
          buttonText="Confirm"
          action={async () =>
            toast.success((await deleteBannerImage.mutateAsync(stored.id)).message)
          }
          onClose={() => setRemovingImage(false)}
        />
      ) : null}
    </>
  );
}
