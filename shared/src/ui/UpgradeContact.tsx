import { Link, Skeleton, Text } from '@chakra-ui/react';
import { useContact } from './use-contact.js';

/** The line that tells how to upgrade the plan: by phone or support e-mail (spec doc 1 §1). */
export function UpgradeContact({ lead }: { lead: string }) {
  const contact = useContact();
  if (contact.status === 'loading') return <Skeleton height="5" width="md" />;
  if (contact.status === 'error') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {lead} Contact your account manager.
      </Text>
    );
  }
  const { phone, email } = contact.data;
  return (
    <Text fontSize="sm" color="fg.muted">
      {lead} Call us at{' '}
      <Link href={`tel:${phone.replace(/\s+/g, '')}`} color="brand.fg">
        {phone}
      </Link>{' '}
      or e-mail{' '}
      <Link href={`mailto:${email}`} color="brand.fg">
        {email}
      </Link>
      .
    </Text>
  );
}
