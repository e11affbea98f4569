import { Menu, Portal } from '@chakra-ui/react';
import { POST_TYPES, postTypesOf, togglePostType, type PostTypeCode } from 'shared/rules';
import { notifyError } from 'shared/ui';
import { FilterMenuButton } from './FilterMenuButton';

const LABELS: Record<PostTypeCode, string> = { [POST_TYPES.all]: 'All', [POST_TYPES.comments]: 'Comments', [POST_TYPES.threads]: 'Threads' };

/** Threads and Comments checkboxes; the last ticked one cannot be unticked (spec doc 2 §5). */
export function PostTypeFilter({ value, onChange }: { value: PostTypeCode; onChange(code: PostTypeCode): void }) {
  const types = postTypesOf(value);
  const toggle = (type: 'threads' | 'comments') => {
    const result = togglePostType(value, type);
    if ('error' in result) notifyError(result.error);
    else onChange(result.code);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} closeOnSelect={false}>
      <Menu.Trigger asChild>
        <FilterMenuButton label="Post type" value={LABELS[value]} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="40">
            <Menu.CheckboxItem value="threads" checked={types.threads} onCheckedChange={() => toggle('threads')}>
              Threads
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.CheckboxItem value="comments" checked={types.comments} onCheckedChange={() => toggle('comments')}>
              Comments
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
