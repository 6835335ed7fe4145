/**
 * Pictures for the demo content, drawn here as SVG and rasterised with sharp: no downloads, no
 * binary files in the repository. Each is a simple illustrated scene in the site's palette, or
 * the chamber's emblem; demo-content/pictures.json lists which ones the demo uses.
 */
import sharp from 'sharp';
import { z } from 'zod';
import { demoKey } from './seeding.ts';

const SCENE_KINDS = ['harbor', 'downtown', 'park', 'meeting', 'market', 'sunrise'] as const;
type SceneKind = (typeof SCENE_KINDS)[number];

/** A scene's colours: the sky's gradient (top to bottom), the sun, the land, the water, an accent. */
const palette = (
  skyTop: string,
  skyBottom: string,
  sun: string,
  land: string,
  water: string,
  accent: string,
) => ({ sky: [skyTop, skyBottom], sun, land, water, accent });

const PALETTES = [
  palette('#1d3b66', '#5b8fc7', '#f6c453', '#2f6b4f', '#245a8a', '#e07a3f'),
  palette('#f7b267', '#f4845f', '#fff1c1', '#4d6b3c', '#3a6ea5', '#213c63'),
  palette('#89c2d9', '#d9ed92', '#ffffff', '#52796f', '#2a6f97', '#c44536'),
  palette('#22223b', '#4a4e69', '#f2e9e4', '#3d405b', '#1d3557', '#f4a261'),
];

function buildings(count: number, baseY: number, width: number, color: string, seed: number) {
  let x = 0;
  let shapes = '';
  for (let i = 0; i < count && x < width; i++) {
    const w = 50 + ((seed * 37 + i * 53) % 70);
    const h = 80 + ((seed * 61 + i * 89) % 220);
    shapes += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${color}" opacity="${0.75 + (i % 3) * 0.08}"/>`;
    for (let wy = baseY - h + 14; wy < baseY - 20; wy += 26) {
      for (let wx = x + 10; wx < x + w - 14; wx += 20) {
        shapes += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="#fff3c4" opacity="0.55"/>`;
      }
    }
    x += w + 6;
  }
  return shapes;
}

function sceneSvg(kind: SceneKind, width: number, height: number, seed: number) {
  const p = PALETTES[seed % PALETTES.length];
  const horizon = Math.round(height * 0.62);
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  const sun = `<circle cx="${width * (0.2 + (seed % 5) * 0.14)}" cy="${height * 0.26}" r="${height * 0.09}" fill="${p.sun}" opacity="0.9"/>`;
  const hills = `<path d="M0 ${horizon} Q ${width * 0.25} ${horizon - height * 0.18} ${width * 0.5} ${horizon} T ${width} ${horizon} V ${height} H 0 Z" fill="${p.land}"/>`;
  const water =
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${p.water}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${(i * 173 + seed * 29) % width}" y="${horizon + 20 + i * ((height - horizon) / 9)}" width="${width * 0.12}" height="4" rx="2" fill="#ffffff" opacity="0.35"/>`,
    ).join('');
  const boat = (x: number) =>
    `<path d="M${x} ${horizon + 40} h120 l-20 30 h-80 Z" fill="#f8f9fa"/><path d="M${x + 60} ${horizon + 38} V ${horizon - 70} L ${x + 110} ${horizon + 30} Z" fill="#ffffff" opacity="0.95"/>`;
  const trees = Array.from({ length: 9 }, (_, i) => {
    const x = (i * width) / 9 + 30;
    return `<rect x="${x - 6}" y="${horizon - 10}" width="12" height="60" fill="#5a3e2b"/><circle cx="${x}" cy="${horizon - 40}" r="${38 + (i % 3) * 8}" fill="${p.land}"/><circle cx="${x + 18}" cy="${horizon - 58}" r="26" fill="#6a994e" opacity="0.8"/>`;
  }).join('');
  const people = Array.from({ length: 6 }, (_, i) => {
    const x = width * 0.15 + i * width * 0.13;
    const color = [p.accent, '#f1faee', '#a8dadc', '#e9c46a', '#2a9d8f', '#e76f51'][i];
    return `<circle cx="${x}" cy="${height * 0.52}" r="${height * 0.06}" fill="#f1d3b3"/><rect x="${x - height * 0.08}" y="${height * 0.6}" width="${height * 0.16}" height="${height * 0.3}" rx="${height * 0.06}" fill="${color}"/>`;
  }).join('');
  const stalls = Array.from({ length: 5 }, (_, i) => {
    const x = i * (width / 5) + 20;
    const w = width / 5 - 40;
    const color = [p.accent, '#2a9d8f', '#e9c46a', '#e76f51', '#457b9d'][i];
    return `<rect x="${x}" y="${horizon - 40}" width="${w}" height="${height - horizon + 40}" fill="#fefae0"/><path d="M${x - 10} ${horizon - 40} h${w + 20} l-15 -50 h-${w - 10} Z" fill="${color}"/>`;
  }).join('');

  const body: Record<SceneKind, string> = {
    harbor:
      sun +
      water +
      boat(width * 0.2) +
      boat(width * 0.62) +
      buildings(14, horizon, width, p.accent, seed),
    downtown:
      sun +
      `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#495057"/>` +
      buildings(20, horizon + 4, width, p.accent, seed) +
      `<rect y="${horizon + 30}" width="${width}" height="8" fill="#ffd166"/>`,
    park: sun + hills + trees,
    meeting:
      `<rect width="${width}" height="${height}" fill="${p.sky[0]}"/><rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.84}" height="${height * 0.36}" rx="16" fill="#f8f9fa" opacity="0.92"/><rect x="${width * 0.14}" y="${height * 0.2}" width="${width * 0.3}" height="14" rx="7" fill="${p.accent}"/><rect x="${width * 0.14}" y="${height * 0.28}" width="${width * 0.5}" height="10" rx="5" fill="#adb5bd"/><rect x="${width * 0.14}" y="${height * 0.34}" width="${width * 0.42}" height="10" rx="5" fill="#adb5bd"/>` +
      people,
    market:
      sun +
      `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#ccd5ae"/>` +
      stalls,
    sunrise: sun + hills + water,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sky}${body[kind]}</svg>`;
}

function scenePicture(kind: SceneKind, seed: number, width: number, height: number) {
  return sharp(Buffer.from(sceneSvg(kind, width, height, seed)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The demo chamber's emblem: a sail over waves in a navy disc (no text, so no fonts needed). */
function emblemPicture(size: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#213c63"/><path d="M50 16 L50 66 L26 66 Z" fill="#ffffff"/><path d="M54 24 L54 66 L74 66 Z" fill="#f6c453"/><path d="M18 72 Q 30 64 42 72 T 66 72 T 84 72 V 78 Q 72 86 60 78 T 36 78 T 18 78 Z" fill="#5b8fc7"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const pixels = z.number().int().positive();
/** A scene's `variant` picks its palette and where things stand, so pictures of a kind differ. */
const demoPicture = z.discriminatedUnion('drawing', [
  z.strictObject({ drawing: z.literal('emblem'), size: pixels }),
  z.strictObject({
    drawing: z.enum(SCENE_KINDS),
    variant: z.number().int().min(0),
    width: pixels,
    height: pixels,
  }),
]);
export const demoPictures = z.record(demoKey, demoPicture);

export function drawPicture(picture: z.output<typeof demoPicture>) {
  return picture.drawing === 'emblem'
    ? emblemPicture(picture.size)
    : scenePicture(picture.drawing, picture.variant, picture.width, picture.height);
}
