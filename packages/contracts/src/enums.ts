/** Enumerations shared by several domains. */
import { z } from 'zod';
import { optionalChoice } from './common.ts';

export const SECTION_KINDS = [
  'CONTENT_SECTION_DEFAULT',
  'CONTENT_SECTION_REVERSED',
  'CONTENT_SECTION_FULLWIDTH',
  'CONTENT_SECTION_FULLWIDTH_PADDED',
  'CONTENT_SECTION_TEXTONLY',
  'CONTENT_SECTION_CARD',
  'CONTENT_SECTION_BANNER',
  'CONTENT_SECTION_DYNAMIC_BANNER',
  'CONTENT_SECTION_CUSTOM',
  'CONTENT_SECTION_TILE',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const sectionKind = z.enum(SECTION_KINDS, { error: 'Type is required' });
export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  CONTENT_SECTION_DEFAULT: 'Default',
  CONTENT_SECTION_REVERSED: 'Reversed',
  CONTENT_SECTION_FULLWIDTH: 'Full Width',
  CONTENT_SECTION_FULLWIDTH_PADDED: 'Full Width Padded',
  CONTENT_SECTION_TEXTONLY: 'Text Only',
  CONTENT_SECTION_CARD: 'Card',
  CONTENT_SECTION_BANNER: 'Banner',
  CONTENT_SECTION_DYNAMIC_BANNER: 'Dynamic Banner',
  CONTENT_SECTION_CUSTOM: 'Custom',
  CONTENT_SECTION_TILE: 'Tile',
};

export const ALIGNMENTS = ['LEFT', 'RIGHT', 'CENTER'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
const alignment = z.enum(ALIGNMENTS, { error: 'Alignment is required' });
/** Alignment of sections and slider items: left unless chosen. */
export const alignmentOrLeft = optionalChoice(alignment).transform((v): Alignment => v ?? 'LEFT');

export const BUTTON_ACTION_TYPES = ['PAGE', 'LINK_NEW_TAB', 'PHONENUMBER', 'EMAIL'] as const;
export type ButtonActionType = (typeof BUTTON_ACTION_TYPES)[number];
export const BUTTON_ACTION_LABELS: Record<ButtonActionType, string> = {
  PAGE: 'Page',
  LINK_NEW_TAB: 'Link',
  PHONENUMBER: 'Phone Number',
  EMAIL: 'Email Address',
};

export const ASSIGN_TYPES = ['BANNER', 'CONTENTSECTION'] as const;
export type AssignType = (typeof ASSIGN_TYPES)[number];
export const ASSIGN_TYPE_LABELS: Record<AssignType, string> = {
  BANNER: 'Banner',
  CONTENTSECTION: 'Content Section',
};

export const EVENT_TYPES = ['webinar', 'conference', 'workshop'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const eventType = z.enum(EVENT_TYPES, { error: 'Event Type is required' });
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  webinar: 'Webinar',
  conference: 'Conference',
  workshop: 'Workshop',
};

/**
 * The public events list's filter (`/events?show=`): the server draws the list filtered as the
 * browser will show it, so both read the value by this one rule; anything else shows all.
 */
export const EVENT_FILTERS = ['all', 'upcoming', 'past', ...EVENT_TYPES] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const isEventFilter = (value: string | null): value is EventFilter =>
  EVENT_FILTERS.some((filter) => filter === value);

export type SocialAppearance = 'square' | 'round' | 'circle';
