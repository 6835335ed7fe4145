/**
 * One content section, drawn by its kind with its flags honoured: isTextOnly (no
 * picture), isPadded (kept inside the page margins with more room around), isFloatingCard (text
 * on a raised card over the picture), hasRoundedCorners, and alignment LEFT/CENTER/RIGHT.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Typography } from '@mantine/core';
import type { Alignment, ContentSection as Section } from '@chamber/contracts';
import { ActionButtons, type Tone } from '../ui/ActionButtons.tsx';
import page from '../ui/page.module.css';
import { StoredImage } from '../ui/StoredImage.tsx';
import classes from './ContentSection.module.css';
import { TileGrid } from './TileGrid.tsx';

const JUSTIFY = { LEFT: 'flex-start', CENTER: 'center', RIGHT: 'flex-end' } as const;
const TEXT_ALIGN = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;

type Layout = 'split' | 'overlay' | 'text' | 'card' | 'band' | 'hero' | 'custom';

/** Layouts on the white page (the others fill their band with the picture). */
const ON_WHITE: Layout[] = ['split', 'text', 'card', 'custom'];

/** How each kind is laid out; a section with no picture (or isTextOnly) falls back to text. */
function layoutOf(section: Section): Layout {
  if (section.type === 'CONTENT_SECTION_CUSTOM') return 'custom';
  if (section.isTextOnly || !section.imagePath) return 'text';
  switch (section.type) {
    case 'CONTENT_SECTION_DEFAULT':
    case 'CONTENT_SECTION_REVERSED':
      return 'split';
    case 'CONTENT_SECTION_FULLWIDTH':
    case 'CONTENT_SECTION_FULLWIDTH_PADDED':
      return 'overlay';
    case 'CONTENT_SECTION_CARD':
      return 'card';
    case 'CONTENT_SECTION_BANNER':
      return 'band';
    case 'CONTENT_SECTION_DYNAMIC_BANNER':
      return 'hero';
    case 'CONTENT_SECTION_TEXTONLY':
    case 'CONTENT_SECTION_TILE':
      return 'text';
  }
}

export function ContentSection({ section }: { section: Section }) {
  // A tile on its own (the section editor's preview): a grid of one.
  if (section.type === 'CONTENT_SECTION_TILE') {
    return <TileGrid tiles={[{ key: section.id, section }]} />;
  }
  const layout = layoutOf(section);
  const alignment: Alignment = section.alignment ?? 'LEFT';
  const style = {
    '--section-justify': JUSTIFY[alignment],
    '--section-text-align': TEXT_ALIGN[alignment],
  } as CSSProperties;
  return (
    <section
      className={classes.section}
      data-kind={section.type}
      data-layout={layout}
      data-on-white={ON_WHITE.includes(layout) || undefined}
      data-align={alignment}
      data-padded={section.isPadded || undefined}
      data-rounded={section.hasRoundedCorners || undefined}
      data-floating={section.isFloatingCard || undefined}
      // The picture sits right for Reversed (its preset alignment), left for Default.
      data-reversed={section.type === 'CONTENT_SECTION_REVERSED' || undefined}
      aria-label={section.title ? undefined : section.name}
      style={style}
    >
      {layout === 'custom' ? (
        <CustomHtml html={section.rawHTML} />
      ) : (
        <Laid section={section} layout={layout} />
      )}
    </section>
  );
}

function Laid({ section, layout }: { section: Section; layout: Exclude<Layout, 'custom'> }) {
  const picture = (
    <StoredImage className={classes.image} path={section.imagePath} picture="section" />
  );
  const onPicture = layout === 'overlay' || layout === 'band' || layout === 'hero';
  // Split sections keep their text left; the others place it by the section's alignment.
  const text = (
    <Text
      section={section}
      tone={onPicture ? 'onDark' : 'onLight'}
      justify={layout === 'split' ? 'flex-start' : 'var(--section-justify)'}
    />
  );

  switch (layout) {
    case 'split':
    case 'card': {
      // The picture beside the text (split), or under a raised card holding it (card).
      const [row, box] =
        layout === 'split' ? [classes.split, classes.body] : [classes.cardLayout, classes.card];
      return (
        <div className={classes.container}>
          <div className={row}>
            <div className={classes.media}>{picture}</div>
            <div className={box}>{text}</div>
          </div>
        </div>
      );
    }
    case 'text':
      return (
        <div className={classes.container}>
          <div className={classes.textBlock}>{text}</div>
        </div>
      );
    default:
      // overlay, band and hero: the picture fills the section and the text sits on it.
      return (
        <div className={`${classes.frame} ${page.shaded}`}>
          {picture}
          <div className={classes.overlayContent}>
            <div className={classes.overlayText}>{text}</div>
          </div>
        </div>
      );
  }
}

function Text({ section, tone, justify }: { section: Section; tone: Tone; justify: string }) {
  const isBand = section.type === 'CONTENT_SECTION_BANNER';
  return (
    <>
      {section.title ? <h2 className={classes.title}>{section.title}</h2> : null}
      {!isBand && section.description ? <Paragraphs text={section.description} /> : null}
      <ActionButtons fields={section} tone={tone} justify={justify} />
    </>
  );
}

/** Plain text as paragraphs: a blank line starts a new one, a single line break is kept. */
function Paragraphs({ text }: { text: string }): ReactNode {
  return text.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index} className={classes.description}>
      {paragraph.trim()}
    </p>
  ));
}

/** Staff's rich text, already sanitised by the server when it was saved. */
function CustomHtml({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <div className={classes.container}>
      <Typography className={classes.custom} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
