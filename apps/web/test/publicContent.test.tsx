import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DynamicContentEntry, SectionKind } from '@chamber/contracts';
import { ContentRenderer } from '../src/public/sections/ContentRenderer.tsx';
import { expectLink, renderWithProviders } from './helpers.tsx';
import {
  bannerEntry,
  section,
  sectionEntry,
  slide,
  stubIntersectionObserver,
} from './publicFixtures.ts';

function renderEntries(entries: DynamicContentEntry[], withDynamicBanners = true) {
  return renderWithProviders(
    <MemoryRouter>
      <ContentRenderer entries={entries} withDynamicBanners={withDynamicBanners} />
    </MemoryRouter>,
  );
}

/** The rendered section of a kind, found by its title. */
const sectionTitled = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section')!;

describe('ContentRenderer', () => {
  beforeEach(stubIntersectionObserver);

  it.each<[SectionKind, string]>([
    ['CONTENT_SECTION_DEFAULT', 'split'],
    ['CONTENT_SECTION_REVERSED', 'split'],
    ['CONTENT_SECTION_FULLWIDTH', 'overlay'],
    ['CONTENT_SECTION_FULLWIDTH_PADDED', 'overlay'],
    ['CONTENT_SECTION_CARD', 'card'],
    ['CONTENT_SECTION_BANNER', 'band'],
    ['CONTENT_SECTION_DYNAMIC_BANNER', 'hero'],
  ])('draws a %s section with its picture as the %s layout', (type, layout) => {
    renderEntries([sectionEntry(section({ type, title: 'Harbor days' }))]);
    const rendered = sectionTitled('Harbor days');
    expect(rendered).toHaveAttribute('data-layout', layout);
    expect(rendered.querySelector('img')).toHaveAttribute(
      'src',
      '/api/Attachments/pictures/a.webp',
    );
    expect(rendered.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('draws tiles that follow one another as cards in one grid, each leading where its primary button does', () => {
    const tile = (id: number, title: string, fields = {}) =>
      sectionEntry(
        section({ id, type: 'CONTENT_SECTION_TILE', title, imagePath: null, ...fields }),
      );
    renderEntries([
      tile(1, 'Maria Alvarez', {
        description: 'Chair of the Board\nAlvarez & Daughters Hardware',
        imagePath: 'pictures/maria.webp',
        primaryButtonText: 'Read bio',
        primaryButtonActionType: 'PAGE',
        primaryButtonLink: '/bio-maria-alvarez',
        secondaryButtonText: 'maria@example.com',
        secondaryButtonActionType: 'EMAIL',
        secondaryButtonLink: 'maria@example.com',
      }),
      tile(2, 'David Chen'),
      sectionEntry(section({ id: 3, type: 'CONTENT_SECTION_TEXTONLY', title: 'Board Members' })),
      tile(4, 'Priya Nair'),
    ]);
    const grids = screen.getAllByRole('list');
    expect(grids.map((grid) => within(grid).getAllByRole('article').length)).toEqual([2, 1]);
    expectLink('Maria Alvarez', '/bio-maria-alvarez');
    expectLink('maria@example.com', 'mailto:maria@example.com');
    expect(screen.getByText(/Chair of the Board/)).toHaveTextContent(
      'Chair of the Board Alvarez & Daughters Hardware',
    );
    expect(
      screen
        .getByRole('heading', { level: 3, name: 'Maria Alvarez' })
        .parentElement!.querySelector('img'),
    ).toHaveAttribute('src', '/api/Attachments/pictures/maria.webp');
    // A tile without a primary button is not a link.
    expect(screen.getByRole('heading', { level: 3, name: 'David Chen' })).not.toContainElement(
      screen.queryByRole('link', { name: 'David Chen' }),
    );
  });

  it('puts the picture right for Reversed and left for Default', () => {
    renderEntries([
      sectionEntry(section({ id: 1, title: 'Left picture' })),
      sectionEntry(section({ id: 2, type: 'CONTENT_SECTION_REVERSED', title: 'Right picture' })),
    ]);
    expect(sectionTitled('Left picture')).not.toHaveAttribute('data-reversed');
    expect(sectionTitled('Right picture')).toHaveAttribute('data-reversed');
  });

  it('shows a Banner section as a picture with its title only', () => {
    renderEntries([
      sectionEntry(
        section({ type: 'CONTENT_SECTION_BANNER', title: 'The harbor', description: 'Hidden' }),
      ),
    ]);
    expect(sectionTitled('The harbor')).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('shows Text Only and isTextOnly sections without their picture', () => {
    renderEntries([
      sectionEntry(section({ id: 1, type: 'CONTENT_SECTION_TEXTONLY', title: 'Dues' })),
      sectionEntry(section({ id: 2, isTextOnly: true, title: 'Flagged' })),
    ]);
    for (const title of ['Dues', 'Flagged']) {
      expect(sectionTitled(title)).toHaveAttribute('data-layout', 'text');
      expect(sectionTitled(title).querySelector('img')).toBeNull();
    }
  });

  it('honours alignment and the padded, floating and rounded flags', () => {
    renderEntries([
      sectionEntry(
        section({
          type: 'CONTENT_SECTION_TEXTONLY',
          title: 'Centred',
          alignment: 'CENTER',
          isPadded: true,
          isFloatingCard: true,
          hasRoundedCorners: true,
        }),
      ),
    ]);
    const rendered = sectionTitled('Centred');
    expect(rendered).toHaveAttribute('data-align', 'CENTER');
    expect(rendered.style.getPropertyValue('--section-text-align')).toBe('center');
    expect(rendered).toHaveAttribute('data-padded');
    expect(rendered).toHaveAttribute('data-floating');
    expect(rendered).toHaveAttribute('data-rounded');
  });

  it('keeps blank lines as paragraphs', () => {
    renderEntries([sectionEntry(section({ title: 'Two', description: 'First.\n\nSecond.' }))]);
    const paragraphs = sectionTitled('Two').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['First.', 'Second.']);
  });

  it('renders a Custom section as the stored (server-sanitised) HTML', () => {
    renderEntries([
      sectionEntry(
        section({
          type: 'CONTENT_SECTION_CUSTOM',
          name: 'Getting here',
          title: null,
          rawHTML: '<h2>Getting here</h2><ul><li>Free parking</li></ul>',
        }),
      ),
    ]);
    const custom = screen.getByRole('region', { name: 'Getting here' });
    expect(within(custom).getByRole('heading', { level: 2, name: 'Getting here' })).toBeVisible();
    expect(within(custom).getByRole('listitem')).toHaveTextContent('Free parking');
  });

  it('makes buttons act by their action type', () => {
    renderEntries([
      sectionEntry(
        section({
          id: 1,
          title: 'Page and link',
          primaryButtonText: 'Join',
          primaryButtonActionType: 'PAGE',
          primaryButtonLink: '/membership',
          secondaryButtonText: 'Partner',
          secondaryButtonActionType: 'LINK_NEW_TAB',
          secondaryButtonLink: 'https://partner.example',
        }),
      ),
      sectionEntry(
        section({
          id: 2,
          title: 'Phone and mail',
          primaryButtonText: 'Call',
          primaryButtonActionType: 'PHONENUMBER',
          primaryButtonLink: '(555) 010-4200',
          secondaryButtonText: 'Write',
          secondaryButtonActionType: 'EMAIL',
          secondaryButtonLink: 'hi@harbor.example',
        }),
      ),
    ]);
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join).toHaveAttribute('href', '/membership');
    expect(join).not.toHaveAttribute('target');
    const partner = screen.getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(partner).toHaveAttribute('href', 'https://partner.example');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expectLink('Call', 'tel:5550104200');
    expectLink('Write', 'mailto:hi@harbor.example');
  });

  it('leaves dynamic banners out where asked (the home page)', () => {
    const hero = section({ type: 'CONTENT_SECTION_DYNAMIC_BANNER', title: 'Welcome hero' });
    renderEntries([sectionEntry(hero)], false);
    expect(screen.queryByRole('heading', { name: 'Welcome hero' })).not.toBeInTheDocument();
  });

  it('renders the entries in their order', () => {
    renderEntries([
      sectionEntry(section({ id: 1, title: 'First' })),
      bannerEntry([slide(1, 'Slide one')]),
      sectionEntry(section({ id: 2, title: 'Last' })),
    ]);
    const order = [
      screen.getByRole('heading', { name: 'First' }),
      screen.getByText('Slide one'),
      screen.getByRole('heading', { name: 'Last' }),
    ];
    expect(order[0].compareDocumentPosition(order[1])).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1].compareDocumentPosition(order[2])).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows a banner as a carousel with a dot link per slide', () => {
    renderEntries([bannerEntry([slide(1, 'One'), slide(2, 'Two'), slide(3, 'Three')], 'News')]);
    const carousel = screen.getByRole('region', { name: 'News' });
    expect(carousel).toHaveAttribute('data-island', 'carousel');
    // Without JavaScript each dot leads to its slide; the carousel island slides to it.
    const dots = screen.getAllByRole('link', { name: /^Go to slide \d$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
    const slides = screen.getAllByRole('group', { name: /of 3$/ });
    expect(slides).toHaveLength(3);
    expect(dots[2]).toHaveAttribute('href', `#${slides[2].id}`);
  });
});

describe('responsive images', () => {
  it('offers the 480, 960 and 1600 px WebP copies of an upload through srcset', async () => {
    const { responsiveImage } = await import('../src/api/client.ts');
    const image = responsiveImage('abc123.jpg', '100vw');
    expect(image.src).toBe('/api/Attachments/abc123.jpg');
    expect(image.srcSet).toBe(
      '/api/Attachments/abc123-480.webp 480w, /api/Attachments/abc123-960.webp 960w, /api/Attachments/abc123-1600.webp 1600w',
    );
    expect(image.sizes).toBe('100vw');
  });
});
