import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState.js';

export const NO_ACCESS_TITLE = 'Hm..you are not supposed to be here';
export const HOME_PATH = '/feed';

export interface NoAccessProps {
  description?: string;
}

/** Shown instead of a feed the user may not open, or one that does not exist (spec doc 1 §2.4). */
export function NoAccess({ description = 'This feed does not exist or is not shared with your account.' }: NoAccessProps) {
  return (
    <EmptyState
      title={NO_ACCESS_TITLE}
      description={description}
      action={
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link to={HOME_PATH}>back to home</Link>
        </Button>
      }
    />
  );
}
