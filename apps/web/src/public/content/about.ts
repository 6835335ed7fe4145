/** Fixed text of /about-the-chamber (the words are data, in about.json). */
import about from './about.json';

export const ABOUT_PAGE = about;
