import { Fieldset } from '@mantine/core';
import { useNavigate } from 'react-router';
import { bannerSchema, type Banner } from '@chamber/contracts';
import type { z } from 'zod';
import { useCreateBanner, useUpdateBanner } from '../../api/banners.ts';
import { TextField } from '../../components/fields.tsx';
import { PublishingForm, usePublishingSave } from '../../components/Publishing.tsx';
import { formSave, isCreated, useResourceForm } from '../../components/ResourceEditor.tsx';
import {
  bannerEditPath,
  CONTENT_SECTIONS_PATH,
  ownerEditPath,
  type ContentOwnerRef,
} from '../content-sections/paths.ts';

type BannerValues = z.output<typeof bannerSchema>;

/**
 * The banner's own fields: create mode while `banner` is null. A new banner opens its edit
 * screen (where slides are added); an update returns to the content sections list. Saved as a
 * draft; Publish puts it and its slides' drafts on the site, as publishing its page does.
 */
export function BannerForm({
  banner,
  owner,
}: {
  banner: Banner | null;
  /** The page or blog a new banner is created for: the server appends it there. */
  owner: ContentOwnerRef | null;
}) {
  const navigate = useNavigate();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const publishing = usePublishingSave('banner', banner, 'banner');
  const editor = useResourceForm({
    schema: bannerSchema,
    defaultValues: {
      name: banner?.name ?? '',
      isActive: banner?.isActive ?? true,
      pageId: owner?.owner === 'page' ? owner.id : null,
      blogId: owner?.owner === 'blog' ? owner.id : null,
    },
    version: banner?.version,
    save: publishing.wrap((values: BannerValues, version) =>
      formSave(banner, create, update)(values, version),
    ),
    autosave: banner
      ? publishing.draftSave((values: BannerValues, version) =>
          update.mutateAsync({ ...values, id: banner.id, version }),
        )
      : undefined,
    onSaved: (answer) =>
      navigate(isCreated(answer) ? bannerEditPath(answer.id) : CONTENT_SECTIONS_PATH),
    failure: 'warning',
  });

  return (
    <PublishingForm
      publishing={publishing}
      editor={editor}
      onCancel={() => navigate(owner ? ownerEditPath(owner) : CONTENT_SECTIONS_PATH)}
    >
      <Fieldset legend="Banner Details">
        <TextField
          control={editor.control}
          name="name"
          label="Banner Name"
          withAsterisk
          autoComplete="off"
          maw={560}
        />
      </Fieldset>
    </PublishingForm>
  );
}
