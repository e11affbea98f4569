import { Badge, Button, Menu, Portal, Tooltip } from '@chakra-ui/react';
import { ChevronDownIcon } from 'shared/ui';

export const EXPORT_UPGRADE_TOOLTIP = 'Upgrade your plan to export data';

interface ExportMenuProps {
  /** The plan allows exports (its monthly quota is above 0). */
  allowed: boolean;
  selectedCount: number;
  onExportSelected(): void;
  onExportByOptions(): void;
}

/** The export button with the selected count badge (spec doc 2 §2, §6). */
export function ExportMenu({ allowed, selectedCount, onExportSelected, onExportByOptions }: ExportMenuProps) {
  const button = (
    <Button size="sm" colorPalette="brand" disabled={!allowed} aria-label={`Export (${selectedCount} selected)`}>
      Export
      {selectedCount > 0 ? (
        <Badge size="sm" variant="solid" colorPalette="orange" rounded="full" aria-hidden="true">
          {selectedCount}
        </Badge>
      ) : null}
      <ChevronDownIcon />
    </Button>
  );

  if (!allowed) {
    return (
      <Tooltip.Root openDelay={100} closeDelay={0} positioning={{ placement: 'bottom' }}>
        {/* A disabled button gets no pointer events, so the tooltip listens on a wrapper. */}
        <Tooltip.Trigger asChild>
          <span tabIndex={0} aria-label={EXPORT_UPGRADE_TOOLTIP}>
            {button}
          </span>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{EXPORT_UPGRADE_TOOLTIP}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  }

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'selected' ? onExportSelected() : onExportByOptions())}
    >
      <Menu.Trigger asChild>{button}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="52">
            <Menu.Item value="selected" disabled={selectedCount === 0}>
              Export selected posts ({selectedCount})
            </Menu.Item>
            <Menu.Item value="options">Export by options</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
