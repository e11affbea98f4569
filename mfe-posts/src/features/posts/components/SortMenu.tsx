import { Menu, Portal } from '@chakra-ui/react';
import type { PostSort } from 'shared/contract';
import { FilterMenuButton } from './FilterMenuButton';

export const SORT_LABELS: Record<PostSort, string> = {
  unix_timestamp: 'Most recent',
  reaction_count: 'Most reactions',
  comment_count: 'Most comments',
  share_count: 'Most shares',
  view_count: 'Most views',
};

export function SortMenu({ value, onChange }: { value: PostSort; onChange(sort: PostSort): void }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <FilterMenuButton label="Sort" value={SORT_LABELS[value]} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value as PostSort)}>
              {(Object.keys(SORT_LABELS) as PostSort[]).map((sort) => (
                <Menu.RadioItem key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
