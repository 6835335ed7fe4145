import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Last resort for a screen that failed to load or render (e.g. code changed after a deploy). */
export function RouteError() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">Please reload the page. If the problem persists, contact support.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
