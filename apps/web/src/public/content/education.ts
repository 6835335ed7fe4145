/**
 * Fixed text of /education (the words are data, in education.json): school goals, a quote, links
 * to schools and universities.
 */
import data from './education.json';

export const EDUCATION_PAGE = data;
