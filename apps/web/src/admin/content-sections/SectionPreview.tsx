/**
 * The section editor's live preview: the public site's own section component, drawn with the
 * form's current values, so staff see what visitors will see before saving.
 */
import { useLayoutEffect, useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import {
  isAlignmentLocked,
  sectionTypePreset,
  type Alignment,
  type ButtonActionType,
  type ContentSection as Section,
  type ContentSectionRequest,
} from '@chamber/contracts';
import type { ContentSectionValues } from '../../api/content-sections.ts';
import { useObjectUrl } from '../../components/ImageUpload.tsx';
// The public palette (CSS variables) the section reads lives on the public layout's root.
import publicLayout from '../../public/PublicLayout.module.css';
import { ContentSection } from '../../public/sections/ContentSection.tsx';

/** Stands for a chosen, not yet uploaded image; its <img> is pointed at the file (see below). */
const CHOSEN_IMAGE = 'chosen-image-preview';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function SectionPreview({
  control,
  image,
  storedImagePath,
}: {
  control: Control<ContentSectionRequest, unknown, ContentSectionValues>;
  /** The image chosen in the form, not uploaded yet. */
  image: File | null;
  storedImagePath: string | null | undefined;
}) {
  const values = useWatch({ control });
  const chosenUrl = useObjectUrl(image);
  const frame = useRef<HTMLDivElement>(null);

  // The public component takes a stored path only; a chosen file is shown from its object URL.
  // React leaves the src alone while the placeholder path stays the same, so this holds.
  useLayoutEffect(() => {
    const img = frame.current?.querySelector('img');
    if (img && chosenUrl) {
      // The stored image's responsive copies would win over src: show the chosen file instead.
      img.removeAttribute('srcset');
      img.src = chosenUrl;
    }
  });

  const type = values.type;
  if (!type || (type === 'CONTENT_SECTION_CUSTOM' && !text(values.rawHTML))) {
    return (
      <Text size="sm" c="dimmed">
        {type
          ? 'Write in the Custom HTML editor to see how the section will look on the site.'
          : 'Choose a type to see how the section will look on the site.'}
      </Text>
    );
  }

  const section: Section = {
    id: 0,
    version: 0,
    name: text(values.name) ?? 'New section',
    type,
    title: text(values.title),
    description: text(values.description),
    rawHTML: text(values.rawHTML),
    // The server keeps the preset alignment of Default and Reversed sections.
    alignment: isAlignmentLocked(type)
      ? sectionTypePreset(type).alignment
      : ((values.alignment as Alignment | null | undefined) ?? 'LEFT'),
    imagePath: chosenUrl ? CHOSEN_IMAGE : (storedImagePath ?? null),
    pageId: null,
    blogId: null,
    bannerId: null,
    isPadded: Boolean(values.isPadded),
    isFloatingCard: Boolean(values.isFloatingCard),
    hasRoundedCorners: Boolean(values.hasRoundedCorners),
    isTextOnly: Boolean(values.isTextOnly),
    isActive: Boolean(values.isActive),
    primaryButtonText: text(values.primaryButtonText),
    primaryButtonActionType: (values.primaryButtonActionType ?? null) as ButtonActionType | null,
    primaryButtonLink: text(values.primaryButtonLink),
    secondaryButtonText: text(values.secondaryButtonText),
    secondaryButtonActionType: (values.secondaryButtonActionType ??
      null) as ButtonActionType | null,
    secondaryButtonLink: text(values.secondaryButtonLink),
  };

  return (
    <Box
      ref={frame}
      // A picture, not a second form: its buttons must not lead away from unsaved changes.
      inert
      className={publicLayout.root}
      style={{
        minHeight: 0,
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <ContentSection section={section} />
    </Box>
  );
}
