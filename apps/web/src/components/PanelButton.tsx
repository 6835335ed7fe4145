/**
 * A button at the top of an editor that opens one of its tools (History, Preview) in a panel at
 * the side; the tool is drawn only while the panel is open, so it asks afresh each time.
 */
import { useState, type ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';

export function PanelButton({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** The tool; `close` closes its panel. */
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Drawer opened={opened} onClose={close} title={label} position="right" size="lg">
        {opened ? children(close) : null}
      </Drawer>
    </>
  );
}
