/**
 * The header's search button and the panel it opens. A plain disclosure rather than a
 * floating popover: the panel always sits under the button, so no positioning library is needed
 * on every visitor's first page. Escape or a click elsewhere closes it; focus returns to the button.
 */
import { useId, useRef, useState } from 'react';
import { ActionIcon, FocusTrap } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import classes from './HeaderSearch.module.css';
import { SearchBox } from './SearchBox.tsx';

export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLAnchorElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <div className={classes.root} ref={root}>
      {/* A link to the search page as the server draws it (without JavaScript, that is where it
          leads); with JavaScript it opens the panel instead. */}
      <ActionIcon
        ref={button}
        component="a"
        href="/search"
        role="button"
        variant="subtle"
        color="navy"
        size="xl"
        radius="xl"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
        }}
        // A button opens on Space as well as Enter (a link only on Enter).
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen((was) => !was);
        }}
      >
        <IconSearch size={22} stroke={2} aria-hidden />
      </ActionIcon>
      {open ? (
        <FocusTrap active>
          <div
            id={panelId}
            className={classes.panel}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close(true);
            }}
          >
            <SearchBox autoFocus onSearch={() => close(false)} />
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
