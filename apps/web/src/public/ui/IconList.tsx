import type { Icon } from '@tabler/icons-react';

/** Short texts in a list, each after the same (decorative) icon. */
export function IconList({
  items,
  icon: IconComponent,
  iconSize,
  className,
}: {
  items: readonly string[];
  icon: Icon;
  iconSize: number;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <IconComponent size={iconSize} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
