import { useState } from 'react';
import { Group, Image, Text } from '@mantine/core';
import { attachmentPath, DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import { useSiteInfo } from '../api/home.ts';

/** The company logo from the site info; the company name as text when there is none. */
export function Logo({ height = 40, withName = false }: { height?: number; withName?: boolean }) {
  const { data } = useSiteInfo();
  const [broken, setBroken] = useState<string | null>(null);
  const name = data?.companyName || DEFAULT_COMPANY_NAME;
  const path = data?.companyLogoPath;
  const showImage = Boolean(path) && broken !== path;
  return (
    <Group gap="sm" wrap="nowrap">
      {showImage && path ? (
        <Image
          src={attachmentPath(path)}
          alt={withName ? '' : name}
          h={height}
          w="auto"
          fit="contain"
          onError={() => setBroken(path)}
        />
      ) : null}
      {withName || !showImage ? (
        <Text fw={700} fz="lg" c="inherit" lineClamp={1}>
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
