import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { EmptyState } from 'shared/ui';

/** The feed sub-header's search box (in mfe-feeds) applies its text as this URL parameter. */
const SEARCH_PARAM = 'search';

/**
 * The Posts screen of a feed (spec doc 2 §2); while no post has been collected it shows the spec's empty
 * state, under the search applied from the feed sub-header.
 */
export function Posts() {
  const [params] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Posts
      </Heading>
      {search ? (
        <Text fontSize="sm" color="fg.muted">
          Search: "{search}"
        </Text>
      ) : null}
      <EmptyState
        title="Seems like we need more time collecting data for this feed.."
        description="Come back later or refine your keywords to collect more posts"
      />
    </Stack>
  );
}
