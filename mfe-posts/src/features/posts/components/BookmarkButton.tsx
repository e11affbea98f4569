import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { BookmarkFilledIcon, BookmarkIcon } from 'shared/ui';

interface BookmarkButtonProps {
  bookmarked: boolean;
  /** Everyone who bookmarked the post in this feed. */
  names: readonly string[];
  busy: boolean;
  onToggle(): void;
}

export function bookmarkTooltip(names: readonly string[]): string {
  return names.length > 0 ? `Bookmarked by ${names.join(', ')}` : 'Bookmark this post';
}

/** The bookmark control of a post with its tooltip 'Bookmarked by {name}' (spec doc 2 §2). */
export function BookmarkButton({ bookmarked, names, busy, onToggle }: BookmarkButtonProps) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          variant="ghost"
          size="xs"
          color={bookmarked || names.length > 0 ? 'brand.solid' : 'fg.muted'}
          aria-label={bookmarked ? 'Remove bookmark' : 'Bookmark post'}
          aria-pressed={bookmarked}
          loading={busy}
          onClick={onToggle}
        >
          {bookmarked ? <BookmarkFilledIcon /> : <BookmarkIcon />}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{bookmarkTooltip(names)}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
