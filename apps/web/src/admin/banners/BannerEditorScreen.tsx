import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useBanner } from '../../api/banners.ts';
import type { Banner } from '@chamber/contracts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { CONTENT_SECTIONS_PATH, ownerFromParams } from '../content-sections/paths.ts';
import { BannerForm } from './BannerForm.tsx';
import { SliderItems } from './SliderItems.tsx';

/**
 * /cms/management/banner (also …/pageId/:pageId and …/blogId/:blogId, which add the new banner
 * to that page or blog) and /cms/management/banner/edit/:bannerId with its slider items.
 */
export function BannerEditorScreen() {
  const owner = ownerFromParams(useParams());
  return (
    <NewOrStoredScreen
      type="banner"
      useOne={useBanner}
      listPath={CONTENT_SECTIONS_PATH}
      blank={<BannerForm key={`${owner?.owner}-${owner?.id}`} banner={null} owner={owner} />}
    >
      {(banner) => <BannerEditor banner={banner} />}
    </NewOrStoredScreen>
  );
}

/** A stored banner's form, then its slides. */
function BannerEditor({ banner }: { banner: Banner }) {
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
      <BannerForm banner={banner} owner={null} />
      <SliderItems banner={banner} />
    </Stack>
  );
}
