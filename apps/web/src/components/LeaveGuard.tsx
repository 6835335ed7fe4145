/**
 * Never lose typing (docs/editing.md): while an editor holds changes that are not saved, leaving
 * it inside the back office asks first, and closing or reloading the tab gets the browser's own
 * "Leave site?" question. A successful save, or choosing to load someone else's version, lets go.
 */
import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router';

export function LeaveGuard({
  unsaved,
  onLeave,
}: {
  unsaved: () => boolean;
  /** Leaving on purpose throws the changes away (and the copy KeptTyping holds). */
  onLeave?: () => void;
}) {
  // Asked at the moment of leaving, so a save that navigates away in the same tick is let through.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Stack>
        <Text>You have changes that are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay and keep editing
          </Button>
          <Button
            color="red"
            onClick={() => {
              onLeave?.();
              blocker.proceed?.();
            }}
          >
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
