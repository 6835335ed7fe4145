/**
 * The kinds of content section as staff choose them: a small picture of how the kind is laid
 * out on the site, and one line saying what it is for. What a kind implies (a card, no picture,
 * the page margins) is set by choosing it, so the form asks nothing more about it.
 */
import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { SECTION_KIND_LABELS, type SectionKind } from '@chamber/contracts';

export const KIND_LINES: Record<SectionKind, string> = {
  CONTENT_SECTION_DEFAULT: 'A picture on the left with your text beside it.',
  CONTENT_SECTION_REVERSED: 'Your text on the left with a picture beside it.',
  CONTENT_SECTION_FULLWIDTH: 'A picture across the whole page with your text on it.',
  CONTENT_SECTION_FULLWIDTH_PADDED: 'Like Full Width, kept inside the page margins.',
  CONTENT_SECTION_TEXTONLY: 'Your text and buttons, without a picture.',
  CONTENT_SECTION_CARD: 'A picture with your text on a raised card over it.',
  CONTENT_SECTION_BANNER: 'A band with a picture behind a title and buttons.',
  CONTENT_SECTION_DYNAMIC_BANNER: 'A tall picture with a big title: the top of a page.',
  CONTENT_SECTION_CUSTOM: 'Your own formatted text, links, lists and videos.',
  CONTENT_SECTION_TILE: 'A small card (a person, a link, a fact); tiles in a row share a grid.',
};

// The pictures' parts, in a 72 × 44 frame: a photo, lines of text, a button, a card.
const PHOTO = '#a9c1e0';
const INK = '#495057';
const photo = (x: number, y: number, w: number, h: number) => (
  <rect x={x} y={y} width={w} height={h} rx={2} fill={PHOTO} />
);
const lines = (x: number, y: number, w: number, color = INK, count = 3) =>
  Array.from({ length: count }, (_, i) => (
    <rect
      key={i}
      x={x}
      y={y + i * 6}
      width={i === 0 ? w : w * (i === count - 1 ? 0.6 : 0.85)}
      height={i === 0 ? 3.5 : 2.5}
      rx={1}
      fill={color}
    />
  ));
const button = (x: number, y: number) => (
  <rect x={x} y={y} width={14} height={5} rx={2.5} fill="#1c3d6e" />
);

const PICTURES: Record<SectionKind, ReactNode> = {
  CONTENT_SECTION_DEFAULT: (
    <>
      {photo(4, 6, 30, 32)}
      {lines(38, 10, 30)}
      {button(38, 30)}
    </>
  ),
  CONTENT_SECTION_REVERSED: (
    <>
      {lines(4, 10, 30)}
      {button(4, 30)}
      {photo(38, 6, 30, 32)}
    </>
  ),
  CONTENT_SECTION_FULLWIDTH: (
    <>
      {photo(0, 0, 72, 44)}
      {lines(8, 14, 36, '#fff')}
    </>
  ),
  CONTENT_SECTION_FULLWIDTH_PADDED: (
    <>
      {photo(8, 5, 56, 34)}
      {lines(14, 14, 28, '#fff')}
    </>
  ),
  CONTENT_SECTION_TEXTONLY: (
    <>
      {lines(12, 9, 48, INK, 4)}
      {button(12, 33)}
    </>
  ),
  CONTENT_SECTION_CARD: (
    <>
      {photo(4, 4, 40, 36)}
      <rect x={32} y={9} width={36} height={26} rx={2} fill="#fff" stroke="#ced4da" />
      {lines(36, 13, 26)}
    </>
  ),
  CONTENT_SECTION_BANNER: (
    <>
      {photo(0, 11, 72, 22)}
      <rect x={8} y={17} width={34} height={4} rx={1} fill="#fff" />
      {button(8, 25)}
    </>
  ),
  CONTENT_SECTION_DYNAMIC_BANNER: (
    <>
      {photo(0, 0, 72, 44)}
      <rect x={10} y={13} width={52} height={6} rx={1} fill="#fff" />
      <rect x={18} y={23} width={36} height={3} rx={1} fill="#fff" />
      {button(29, 31)}
    </>
  ),
  CONTENT_SECTION_CUSTOM: (
    <>
      <rect x={6} y={6} width={60} height={5} rx={1} fill="#dee2e6" />
      {lines(8, 16, 40)}
      <circle cx={10} cy={36} r={1.5} fill={INK} />
      <rect x={14} y={35} width={30} height={2.5} rx={1} fill={INK} />
    </>
  ),
  CONTENT_SECTION_TILE: (
    <>
      {[4, 38].map((x) => (
        <g key={x}>
          <rect x={x} y={6} width={30} height={32} rx={2} fill="#fff" stroke="#ced4da" />
          {lines(x + 4, 12, 20)}
        </g>
      ))}
    </>
  ),
};

/** The small picture of a kind (decorative: the label and line say it in words). */
function KindPicture({ kind }: { kind: SectionKind }) {
  return (
    <svg
      width={72}
      height={44}
      viewBox="0 0 72 44"
      aria-hidden="true"
      style={{ flex: 'none', borderRadius: 4, background: '#f1f3f5' }}
    >
      {PICTURES[kind]}
    </svg>
  );
}

/**
 * A kind as an option of the Type select: picture, name and line. The line is left out of the
 * option's accessible name, which stays the kind's name; the select describes the chosen one.
 */
export function KindOption({ kind }: { kind: SectionKind }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <KindPicture kind={kind} />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {SECTION_KIND_LABELS[kind]}
        </Text>
        <Text size="xs" c="dimmed" aria-hidden="true">
          {KIND_LINES[kind]}
        </Text>
      </Stack>
    </Group>
  );
}
