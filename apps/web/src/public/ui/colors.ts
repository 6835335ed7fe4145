/** Public banner colours: a page's own colour, else the brand navy. */
export const PUBLIC_BANNER_COLOR = '#213c63';

/** Relative luminance of a #rgb/#rrggbb(aa) colour (WCAG 2), or null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Text on a coloured banner: white on dark colours, ink on light ones (whichever reads better). */
export function textColorOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#fff';
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / 0.0592; // #1c2636 has luminance ≈ 0.0092
  return onWhite >= onInk ? '#fff' : '#1c2636';
}
