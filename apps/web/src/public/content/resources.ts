/**
 * Fixed text of /resources (the words are data, in resources.json): an accordion of seven
 * sections, each with agency addresses, phone and fax numbers and links opening in a new tab.
 * Fictional agencies use .example addresses; national services keep their real sites.
 */
import resources from './resources.json';

export type Agency = {
  name: string;
  address: string[];
  phone?: string;
  fax?: string;
  link?: { label: string; href: string };
};

export type ResourceSection = {
  id: string;
  title: string;
  summary: string;
  /** Facts worth highlighting (taxes, requirements). */
  facts?: string[];
  agencies: Agency[];
  links?: { label: string; href: string }[];
};

export const RESOURCES_PAGE = resources.page;
export const RESOURCE_SECTIONS: ResourceSection[] = resources.sections;
