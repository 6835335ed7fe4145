import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Navy built around the brand colour #213c63 (index 8, the filled shade).
const navy: MantineColorsTuple = [
  '#edf2f9',
  '#d6e0ef',
  '#aabfde',
  '#7b9ccc',
  '#547ebc',
  '#3d6bb2',
  '#2f5c9f',
  '#264b80',
  '#213c63',
  '#172b47',
];

const CLOSE_BUTTON_NAMED = { closeButtonProps: { 'aria-label': 'Close' } };

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Keyboard users always see where they are; mouse clicks stay clean.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine's close buttons carry only an icon: give them a name screen readers can say.
    // Plain objects, not Modal.extend(): importing the components here would put the modal
    // machinery into every visitor's first page.
    Modal: { defaultProps: CLOSE_BUTTON_NAMED },
    Drawer: { defaultProps: CLOSE_BUTTON_NAMED },
  },
});

/** Colours used as "light" badges, alerts and buttons across the site. */
const LIGHT_VARIANT_COLORS = [
  'navy',
  'blue',
  'green',
  'teal',
  'red',
  'orange',
  'yellow',
  'gray',
  'grape',
  'violet',
  'cyan',
  'indigo',
  'pink',
  'lime',
];

/**
 * WCAG AA contrast (4.5:1) for small text: Mantine's default dimmed text, placeholders and
 * "light" variant labels are too pale on white, so they use darker shades here.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-placeholder': '#6a7079',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 78%, black)`,
      ]),
    ),
  },
  dark: {},
});
