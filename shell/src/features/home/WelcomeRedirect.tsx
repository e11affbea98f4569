import { Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** '/' greets, then goes straight on to the feed list (spec doc 1 §2.1). */
export function WelcomeRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/feed', { replace: true });
  }, [navigate]);
  return (
    <Heading as="h2" size="lg">
      Welcome
    </Heading>
  );
}
