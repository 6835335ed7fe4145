import type { CSSProperties, ReactNode } from 'react';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PUBLIC_BANNER_COLOR, textColorOn } from './colors.ts';
import page from './page.module.css';
import classes from './PageBanner.module.css';
import { StoredImage } from './StoredImage.tsx';

type Crumb = { label: string; to: string };

/**
 * The band at the top of a page with its h1: over the page's banner image, or on its colour
 * (#213c63, the brand navy, unless the page has its own). A breadcrumb trail leads back home.
 */
export function PageBanner({
  title,
  lead,
  imagePath,
  imageAlt,
  color,
  trail = [],
  children,
}: {
  title: string;
  lead?: string | null;
  imagePath?: string | null;
  /** What the image shows, when staff described it; else it is decoration. */
  imageAlt?: string | null;
  color?: string | null;
  /** Pages between Home and this one. */
  trail?: Crumb[];
  /** Extra lines under the title (a blog's date and author). */
  children?: ReactNode;
}) {
  const background = color || PUBLIC_BANNER_COLOR;
  const style = {
    '--banner-bg': background,
    '--banner-fg': imagePath ? '#fff' : textColorOn(background),
  } as CSSProperties;
  return (
    <section
      className={imagePath ? `${classes.banner} ${page.shaded}` : classes.banner}
      data-with-image={imagePath ? true : undefined}
      style={style}
    >
      <StoredImage
        className={page.coverImage}
        path={imagePath}
        picture="banner"
        alt={imageAlt}
        loading="eager"
        decoding="auto"
        fetchPriority="high"
      />
      <div className={classes.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={classes.crumbs}>
            {[{ label: 'Home', to: '/home' }, ...trail].map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
                <IconChevronRight size={14} aria-hidden />
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className={classes.title}>{title}</h1>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
