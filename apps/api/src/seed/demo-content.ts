/** Reads the demo content files (demo-content/*.json) and checks each against its schema. */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { demoBanners } from './banners.ts';
import { demoDeals } from './deals.ts';
import { demoEvents } from './events.ts';
import { demoFixedPages } from './fixed-pages.ts';
import { demoFooter } from './footer.ts';
import { demoPictures } from './images.ts';
import { demoMembers } from './members.ts';
import { demoMenu } from './menu.ts';
import { demoBlogs, demoPages } from './pages.ts';
import { demoSections } from './sections.ts';
import { demoSettings } from './settings.ts';

/** Every file is read before anything is drawn or stored, so bad data changes nothing. */
export function readDemoContent() {
  return {
    pictures: readDemoFile('pictures.json', demoPictures),
    settings: readDemoFile('settings.json', demoSettings),
    sections: readDemoFile('sections.json', demoSections),
    banners: readDemoFile('banners.json', demoBanners),
    pages: readDemoFile('pages.json', demoPages),
    fixedPages: readDemoFile('fixed-pages.json', demoFixedPages),
    blogs: readDemoFile('blogs.json', demoBlogs),
    events: readDemoFile('events.json', demoEvents),
    members: readDemoFile('members.json', demoMembers),
    deals: readDemoFile('deals.json', demoDeals),
    menu: readDemoFile('menu.json', demoMenu),
    footer: readDemoFile('footer.json', demoFooter),
  };
}
export type DemoContent = ReturnType<typeof readDemoContent>;

export function readDemoFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(new URL(`demo-content/${file}`, import.meta.url), 'utf8'));
  } catch (error) {
    throw new Error(`Demo content: ${file} cannot be read: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Demo content: ${file} is not valid\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
