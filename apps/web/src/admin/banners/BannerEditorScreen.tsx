import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useBanner } from '../../api/banners.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { CONTENT_SECTIONS_PATH, ownerFromParams } from '../content-sections/paths.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { BannerForm } from './BannerForm.tsx';
import { SliderItems } from './SliderItems.tsx';

/**
 * /cms/management/banner (also …/pageId/:pageId and …/blogId/:blogId, which add the new banner
 * to that page or blog) and /cms/management/banner/edit/:bannerId with its slider items.
 */
export function BannerEditorScreen() {
  const params = useParams();
  const owner = ownerFromParams(params);
  return params.bannerId === undefined ? (
    <BannerForm key={`${owner?.owner}-${owner?.id}`} banner={null} owner={owner} />
  ) : (
    <EditBanner id={Number(params.bannerId)} />
  );
}

function EditBanner({ id }: { id: number }) {
  const banner = useBanner(id);
  if (banner.isPending) return <PageLoader />;
  if (banner.isError) {
    return <LoadFailed what="banner" error={banner.error} listPath={CONTENT_SECTIONS_PATH} />;
  }
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Anchor href="/home" target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span">
            View on the home page
            <IconExternalLink size={16} aria-label="(opens in a new tab)" />
          </Group>
        </Anchor>
      </Group>
      {/* Keyed by id: the form starts from the stored values; later reloads do not reset edits. */}
      <BannerForm key={id} banner={banner.data} owner={null} />
      <SliderItems banner={banner.data} />
    </Stack>
  );
}
