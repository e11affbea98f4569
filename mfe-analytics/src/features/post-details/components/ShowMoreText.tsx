import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MODAL_MESSAGE_LIMIT, isTruncated, truncateText } from 'shared/rules';

/** A post message cut at 50 characters with 'Show more ...' / 'Show less ...' (spec doc 3 §2); always text, never HTML. */
export function ShowMoreText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = isTruncated(text, MODAL_MESSAGE_LIMIT);
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {open || !long ? text : truncateText(text, MODAL_MESSAGE_LIMIT)}
      {long ? (
        <Button variant="plain" size="xs" colorPalette="brand" color="colorPalette.fg" px="1" height="auto" onClick={() => setOpen(!open)}>
          {open ? 'Show less ...' : 'Show more ...'}
        </Button>
      ) : null}
    </Text>
  );
}
