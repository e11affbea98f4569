import { Button } from '@chakra-ui/react';
import { EmptyState } from 'shared/ui';

export const EMPTY_FEED_TITLE = 'Seems like we need more time collecting data for this feed..';
export const NO_MATCH_TITLE = 'No posts match these filters';

interface PostsEmptyProps {
  /** The user narrowed the posts (search, filters or dates). */
  filtered: boolean;
  /** Only writable feeds can have their keywords refined. */
  canRefine: boolean;
  refining: boolean;
  onClearFilters(): void;
  onRefine(): void;
}

/** No posts: for the filters (with a way to clear them), or for the feed itself (spec doc 2 §2). */
export function PostsEmpty({ filtered, canRefine, refining, onClearFilters, onRefine }: PostsEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        title={NO_MATCH_TITLE}
        description="Try a wider date range, other filters or another search."
        action={
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={EMPTY_FEED_TITLE}
      description={
        canRefine ? (
          <>
            Come back later or{' '}
            <Button variant="plain" size="sm" p="0" height="auto" colorPalette="brand" color="colorPalette.fg" textDecoration="underline" loading={refining} onClick={onRefine}>
              refine your keywords
            </Button>{' '}
            to collect more posts
          </>
        ) : (
          'Come back later or refine your keywords to collect more posts'
        )
      }
    />
  );
}
