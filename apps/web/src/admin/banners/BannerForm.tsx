import { Fieldset } from '@mantine/core';
import { useNavigate } from 'react-router';
import { bannerSchema, type Banner } from '@chamber/contracts';
import { useCreateBanner, useUpdateBanner } from '../../api/banners.ts';
import { CheckboxField, TextField } from '../../components/fields.tsx';
import {
  EditorForm,
  formSave,
  isCreated,
  useResourceForm,
} from '../../components/ResourceEditor.tsx';
import {
  bannerEditPath,
  CONTENT_SECTIONS_PATH,
  ownerEditPath,
  type ContentOwnerRef,
} from '../content-sections/paths.ts';

/**
 * The banner's own fields: create mode while `banner` is null. A new banner opens its edit
 * screen (where slides are added); an update returns to the content sections list.
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
  const editor = useResourceForm({
    schema: bannerSchema,
    defaultValues: {
      name: banner?.name ?? '',
      isActive: banner?.isActive ?? true,
      pageId: owner?.owner === 'page' ? owner.id : null,
      blogId: owner?.owner === 'blog' ? owner.id : null,
    },
    version: banner?.version,
    save: formSave(banner, create, update),
    onSaved: (answer) =>
      navigate(isCreated(answer) ? bannerEditPath(answer.id) : CONTENT_SECTIONS_PATH),
    failure: 'warning',
  });

  return (
    <EditorForm
      editor={editor}
      framed
      submitText={banner ? 'Save Changes' : 'Create Banner'}
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
        <CheckboxField control={editor.control} name="isActive" label="Is Active?" mt="md" />
      </Fieldset>
    </EditorForm>
  );
}
