import { Button, Group, type GroupProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ButtonFields } from '@chamber/contracts';
import { buttonTarget } from './links.ts';
import classes from './ActionButtons.module.css';
import { SmartLink } from './SmartLink.tsx';

export type Tone = 'onDark' | 'onLight';

/** The filled and outline looks of the primary and secondary buttons on each background. */
const LOOKS = {
  onDark: {
    primary: { variant: 'filled', color: '#f4a261', c: '#172b47' },
    secondary: { variant: 'outline', color: 'white', c: 'white' },
  },
  onLight: {
    primary: { variant: 'filled', color: 'navy', c: 'white' },
    secondary: { variant: 'outline', color: 'navy', c: 'navy.8' },
  },
} as const;

/** The set buttons of a section, slide or event, each acting by its type (see `buttonTarget`). */
export function ActionButtons({
  fields,
  tone,
  justify,
  size = 'md',
}: {
  fields: ButtonFields;
  tone: Tone;
  justify?: GroupProps['justify'];
  size?: 'sm' | 'md' | 'lg';
}) {
  const buttons = (['primary', 'secondary'] as const).flatMap((which) => {
    const text = fields[`${which}ButtonText`];
    const type = fields[`${which}ButtonActionType`];
    const link = fields[`${which}ButtonLink`];
    return text && type && link ? [{ which, text, link: buttonTarget(type, link) }] : [];
  });
  if (buttons.length === 0) return null;
  return (
    <Group gap="sm" justify={justify} mt="lg">
      {buttons.map(({ which, text, link }) => {
        const look = LOOKS[tone][which];
        return (
          <Button
            key={which}
            component={SmartLink}
            link={link}
            size={size}
            radius="xl"
            variant={look.variant}
            color={look.color}
            c={look.c}
            fw={700}
            classNames={{ root: classes.button, label: classes.label }}
            rightSection={which === 'primary' ? <IconArrowRight size={18} aria-hidden /> : null}
          >
            {text}
          </Button>
        );
      })}
    </Group>
  );
}
