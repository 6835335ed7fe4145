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
  const button = useRef<HTMLButtonElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <div className={classes.root} ref={root}>
      <ActionIcon
        ref={button}
        variant="subtle"
        color="navy"
        size="xl"
        radius="xl"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
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
