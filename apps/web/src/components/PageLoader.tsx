import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or data loads. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
