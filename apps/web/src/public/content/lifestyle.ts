/**
 * Fixed text of /lifestyle-and-community (the words are data, in lifestyle.json): healthcare,
 * community services, parks.
 */
import data from './lifestyle.json';

export const LIFESTYLE_PAGE = data;
