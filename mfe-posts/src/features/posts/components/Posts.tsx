import { Heading, Stack } from '@chakra-ui/react';
import { EmptyState } from 'shared/ui';

/** The Posts screen of a feed (spec doc 2 §2); while no post has been collected it shows the spec's empty state. */
export function Posts() {
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Posts
      </Heading>
      <EmptyState
        title="Seems like we need more time collecting data for this feed.."
        description="Come back later or refine your keywords to collect more posts"
      />
    </Stack>
  );
}
