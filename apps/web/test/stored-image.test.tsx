/**
 * Public pictures take the media library's alt text and focal point from the page's inlined image
 * facts (decision 141), unless the use has alt text of its own.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InlinedData, SiteInfo } from '@chamber/contracts';
import { ServerInlinedData } from '../src/api/inlined.ts';
import { StoredImage } from '../src/public/ui/StoredImage.tsx';

const PHOTO = '0123456789abcdef01234567.jpg';
const facts = (alt: string, decorative = false): InlinedData => ({
  siteInfo: {} as SiteInfo,
  document: null,
  images: { [PHOTO]: { alt, decorative, focalX: 0.25, focalY: 0.8, width: 2000, height: 1000 } },
});

function drawn(data: InlinedData, alt?: string) {
  render(
    <ServerInlinedData value={data}>
      <StoredImage path={PHOTO} picture="banner" alt={alt} data-testid="picture" />
    </ServerInlinedData>,
  );
  return screen.getByTestId('picture');
}

describe('StoredImage', () => {
  it('takes the library’s alt text and keeps its focal point in view', () => {
    const image = drawn(facts('Members at the harbour fair'));
    expect(image.getAttribute('alt')).toBe('Members at the harbour fair');
    expect(image.style.objectPosition).toBe('25% 80%');
  });

  it('prefers the use’s own alt text', () => {
    expect(drawn(facts('Library words'), 'The cover’s own words').getAttribute('alt')).toBe(
      'The cover’s own words',
    );
  });

  it('says nothing for a decorative picture or one the library does not know', () => {
    expect(drawn(facts('Ignored', true)).getAttribute('alt')).toBe('');
  });

  it('draws a picture the library does not know as before: no alt, no focal point', () => {
    const image = drawn({ siteInfo: {} as SiteInfo, document: null });
    expect(image.getAttribute('alt')).toBe('');
    expect(image.style.objectPosition).toBe('');
  });
});
