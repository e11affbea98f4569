import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { KebabIcon } from './icons.js';

export interface KebabAction {
  value: string;
  label: string;
  /** Shown in the error colour (deleting). */
  danger?: boolean;
}

export interface KebabMenuProps {
  /** The button's accessible name. */
  label: string;
  actions: readonly KebabAction[];
  onSelect(value: string): void;
  size?: 'xs' | 'sm';
  /** The button shows a spinner while the chosen action runs. */
  loading?: boolean;
}

/** A ⋮ button opening a menu of actions at its end, as cards, lists and posts offer them. */
export function KebabMenu({ label, actions, onSelect, size = 'sm', loading = false }: KebabMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => onSelect(value)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size={size} aria-label={label} loading={loading}>
          <KebabIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            {actions.map((action) => (
              <Menu.Item
                key={action.value}
                value={action.value}
                {...(action.danger ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } } : {})}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
