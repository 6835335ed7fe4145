/**
 * The header's search button and the panel it opens: a <details> disclosure, so it opens and
 * closes without JavaScript; the header island adds focus on opening, Escape and a click elsewhere
 * to close it.
 */
import { IconSearch } from '@tabler/icons-react';
import classes from './HeaderSearch.module.css';
import { SearchBox } from './SearchBox.tsx';

export function HeaderSearch() {
  return (
    <details className={classes.root} data-disclosure="focus">
      <summary className={classes.button} aria-label="Search">
        <IconSearch size={22} stroke={2} aria-hidden />
      </summary>
      <div className={classes.panel}>
        <SearchBox />
      </div>
    </details>
  );
}
