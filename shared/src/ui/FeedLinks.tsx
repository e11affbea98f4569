import { Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { accessListAtom } from '../session/index.js';
import { Loader } from './Loader.js';

export interface FeedLink {
  label: string;
  /** The path of a feed's page, from its id. */
  path: (taskId: number) => string;
}

/** Start of a remote's standalone development page: the developer's feeds, each with links to the remote's pages. */
export function FeedLinks({ links }: { links: FeedLink[] }) {
  const access = useAtomValue(accessListAtom);
  if (access.status !== 'loaded') return access.error ? <Text color="fg.error">{access.error}</Text> : <Loader />;
  return (
    <Stack gap="3">
      <Heading size="md">Feeds of this account</Heading>
      {access.entries.length === 0 ? <Text color="fg.muted">This account has no feeds.</Text> : null}
      <List.Root gap="2">
        {access.entries.map((entry) => (
          <List.Item key={entry.task_id}>
            {entry.task_name} —{' '}
            {links.map((link) => (
              <ChakraLink asChild key={link.label} colorPalette="brand" me="3">
                <Link to={link.path(entry.task_id)}>{link.label}</Link>
              </ChakraLink>
            ))}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
