import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A button that leads to a route of this site, with its icon before the text. */
export function LinkButton({
  to,
  icon: IconComponent,
  iconSize = 18,
  children,
  ...props
}: Omit<ButtonProps, 'leftSection'> & {
  to: string;
  icon?: Icon;
  iconSize?: number;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={IconComponent ? <IconComponent size={iconSize} aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
