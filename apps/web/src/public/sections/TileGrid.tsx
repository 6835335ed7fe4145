/**
 * Tile sections: each a small card (a person, a link, a fact), and the tiles that follow one
 * another on a page share one grid. A tile's title links where its primary button leads (the
 * whole card is that link, the button's text shown as the hint at the bottom); its secondary
 * button is a link of its own (an e-mail, a phone number); its picture, if any, is a round photo
 * described by the media library's alt text, else by the tile's title (a person's name). In a
 * grid where some tiles have photos (a board), a tile without one shows the title's initials in
 * the photo's place, so the cards line up; tiles without any photos (figures, links) show none.
 */
import type { CSSProperties } from 'react';
import type { ContentSection as Section } from '@chamber/contracts';
import { useImageFacts } from '../../api/inlined.ts';
import { initialsOf } from '../ui/initials.ts';
import { buttonTarget } from '../ui/links.ts';
import { MoreHint } from '../ui/MoreHint.tsx';
import page from '../ui/page.module.css';
import { SmartLink } from '../ui/SmartLink.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import classes from './ContentSection.module.css';

/** The grid's columns by how many tiles it holds: four in a row, two by two, else threes. */
function columnsFor(count: number) {
  const wide = count === 4 ? 4 : count === 2 ? 2 : 3;
  return {
    '--grid-cols-md': count === 2 || count === 4 ? 2 : 3,
    '--grid-cols-lg': wide,
  } as CSSProperties;
}

export function TileGrid({ tiles }: { tiles: { key: number; section: Section }[] }) {
  const withPhotos = tiles.some(({ section }) => section.imagePath);
  return (
    <div className={classes.section} data-layout="tiles" data-on-white>
      <div className={classes.container}>
        <ul className={page.grid} style={columnsFor(tiles.length)}>
          {tiles.map(({ key, section }) => (
            <li key={key}>
              <Tile section={section} initials={withPhotos} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function buttonOf(section: Section, which: 'primary' | 'secondary') {
  const text = section[`${which}ButtonText`];
  const type = section[`${which}ButtonActionType`];
  const link = section[`${which}ButtonLink`];
  return text && type && link ? { text, link: buttonTarget(type, link) } : null;
}

function Tile({ section, initials }: { section: Section; initials: boolean }) {
  const primary = buttonOf(section, 'primary');
  const secondary = buttonOf(section, 'secondary');
  const title = section.title ?? section.name;
  const facts = useImageFacts()[section.imagePath ?? ''];
  return (
    <article className={`${page.card} ${page.textCard} ${classes.tile}`} data-kind={section.type}>
      <div className={classes.tileHead}>
        {section.imagePath ? (
          <StoredImage
            className={classes.tilePhoto}
            path={section.imagePath}
            picture="authorPhoto"
            alt={facts?.alt || facts?.decorative ? undefined : title}
          />
        ) : initials ? (
          <span className={`${classes.tilePhoto} ${classes.tileInitials}`} aria-hidden>
            {initialsOf(title, 'person')}
          </span>
        ) : null}
        <h3 className={page.cardTitle}>
          {primary ? (
            <SmartLink link={primary.link} className={page.stretched}>
              {title}
            </SmartLink>
          ) : (
            title
          )}
        </h3>
      </div>
      {section.description ? <p className={classes.tileText}>{section.description}</p> : null}
      {secondary ? (
        <SmartLink link={secondary.link} className={`${page.textLink} ${page.raised}`}>
          {secondary.text}
        </SmartLink>
      ) : null}
      {primary ? <MoreHint>{primary.text}</MoreHint> : null}
    </article>
  );
}
