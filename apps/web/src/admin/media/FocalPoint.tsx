/**
 * The focal point: the part of a photo that must stay in view when a page crops it (a banner on
 * a phone). Staff click it on the image, or move the marker with the arrow keys.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, Text } from '@mantine/core';

type Point = { x: number; y: number };
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
const STEP = 0.05;

export function FocalPoint({
  src,
  alt,
  value,
  onChange,
}: {
  src: string;
  alt: string;
  value: Point;
  onChange: (point: Point) => void;
}) {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -STEP, y: 0 },
      ArrowRight: { x: STEP, y: 0 },
      ArrowUp: { x: 0, y: -STEP },
      ArrowDown: { x: 0, y: STEP },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + move.x), y: clamp(value.y + move.y) });
  };
  const where = `${Math.round(value.x * 100)}% across, ${Math.round(value.y * 100)}% down`;

  return (
    <Box>
      <Text size="sm" fw={500}>
        Focal point
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        Click the part of the photo that must always stay in view when it is cropped.
      </Text>
      <Box
        role="slider"
        tabIndex={0}
        aria-label="Focal point"
        aria-valuetext={where}
        aria-valuenow={Math.round(value.x * 100)}
        onClick={click}
        onKeyDown={key}
        pos="relative"
        style={{ cursor: 'crosshair', lineHeight: 0, width: 'fit-content', maxWidth: '100%' }}
      >
        <img
          src={src}
          alt={alt}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 4 }}
          draggable={false}
        />
        <Box
          data-testid="focal-marker"
          aria-hidden
          pos="absolute"
          style={{
            left: `${value.x * 100}%`,
            top: `${value.y * 100}%`,
            width: 28,
            height: 28,
            marginLeft: -14,
            marginTop: -14,
            borderRadius: '50%',
            border: '3px solid white',
            boxShadow: '0 0 0 2px var(--mantine-color-blue-7), 0 1px 6px rgba(0,0,0,.5)',
            background: 'rgba(34, 139, 230, .35)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {where}
      </Text>
    </Box>
  );
}
