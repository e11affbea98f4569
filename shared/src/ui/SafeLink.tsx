import { Link, type LinkProps } from '@chakra-ui/react';
import { safeHttpUrl } from 'shared/rules';

/** A link to a collected URL: only http(s) becomes a link (anything else is plain text), opened in a new tab. */
export function SafeLink({ href, children, ...rest }: Omit<LinkProps, 'href'> & { href: string | null }) {
  const url = safeHttpUrl(href);
  if (!url) return <>{children}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </Link>
  );
}
