/**
 * Fixed text of /economic-development (the words are data, in economic-development.json), which
 * links to /education and /resources.
 */
import data from './economic-development.json';

export const ECONOMIC_DEVELOPMENT_PAGE = data;
