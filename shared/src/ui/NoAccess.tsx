import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.js';

export const NO_ACCESS_TITLE = 'Hm..you are not supposed to be here';
export const HOME_PATH = '/feed';

export interface NoAccessProps {
  /**
   * Renders the 'back to home' link, e.g. `(to, label) => <Link to={to}>{label}</Link>` with the router's Link,
   * so navigation stays in the app. Without it a plain link is used.
   */
  renderLink?: (to: string, label: string) => ReactNode;
  description?: string;
}

/** Shown instead of a feed the user may not open, or one that does not exist (spec doc 1 §2.4). */
export function NoAccess({ renderLink, description = 'This feed does not exist or is not shared with your account.' }: NoAccessProps) {
  const label = 'back to home';
  return (
    <EmptyState
      title={NO_ACCESS_TITLE}
      description={description}
      action={
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          {renderLink ? renderLink(HOME_PATH, label) : <a href={HOME_PATH}>{label}</a>}
        </Button>
      }
    />
  );
}
