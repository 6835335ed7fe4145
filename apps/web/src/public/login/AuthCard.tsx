import '../../staffStyles.ts';
import type { ReactNode } from 'react';
import { Anchor, Box, Center, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';

/** The centred card around the sign-in and password screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" bg="navy.8" mih="100dvh" py="xl" px="sm">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Paper w="100%" maw={420} p={{ base: 'lg', sm: 'xl' }} radius="md" shadow="xl">
          <Stack gap="lg">
            <Anchor component={Link} to="/home" underline="never" c="navy.8" mx="auto">
              <Logo height={56} />
            </Anchor>
            <Title order={1} fz={24} ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
