import { Button, Fieldset, Group, Paper } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bannerSchema, type Banner, type BannerRequest } from '@chamber/contracts';
import { useCreateBanner, useUpdateBanner, type BannerValues } from '../../api/banners.ts';
import { CheckboxField, reportSaveError, TextField } from '../../components/fields.tsx';
import { toast } from '../../components/toast.ts';
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
  const { control, handleSubmit, setError, formState } = useForm<
    BannerRequest,
    unknown,
    BannerValues
  >({
    resolver: zodResolver(bannerSchema),
    defaultValues: {
      name: banner?.name ?? '',
      isActive: banner?.isActive ?? true,
      pageId: owner?.owner === 'page' ? owner.id : null,
      blogId: owner?.owner === 'blog' ? owner.id : null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (banner) {
        toast.success((await update.mutateAsync({ ...values, id: banner.id })).message);
        navigate(CONTENT_SECTIONS_PATH);
      } else {
        const answer = await create.mutateAsync(values);
        toast.success(answer.message);
        navigate(bannerEditPath(answer.id));
      }
    } catch (error) {
      reportSaveError(error, setError, 'warning'); // save failures are warnings, not errors
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Fieldset legend="Banner Details">
          <TextField
            control={control}
            name="name"
            label="Banner Name"
            withAsterisk
            autoComplete="off"
            maw={560}
          />
          <CheckboxField control={control} name="isActive" label="Is Active?" mt="md" />
        </Fieldset>
        <Group justify="flex-end" mt="lg">
          <Button
            variant="default"
            onClick={() => navigate(owner ? ownerEditPath(owner) : CONTENT_SECTIONS_PATH)}
          >
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {banner ? 'Save Changes' : 'Create Banner'}
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
