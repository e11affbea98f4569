import { Button, Text, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';
import { POST_TEXT_LIMIT, isTruncated, truncateText } from 'shared/rules';
import { HighlightedText } from 'shared/ui';

interface ExpandableTextProps extends TextProps {
  text: string;
  terms: readonly string[];
  limit?: number;
}

/** Collected text cut at 100 characters with 'See More ...' / 'See Less ...' (spec doc 2 §2); always text, never HTML. */
export function ExpandableText({ text, terms, limit = POST_TEXT_LIMIT, ...rest }: ExpandableTextProps) {
  const [open, setOpen] = useState(false);
  const long = isTruncated(text, limit);
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" {...rest}>
      <HighlightedText text={open || !long ? text : truncateText(text, limit)} terms={terms} />
      {long ? (
        <Button variant="plain" size="xs" colorPalette="brand" color="colorPalette.fg" px="1" height="auto" onClick={() => setOpen(!open)}>
          {open ? 'See Less ...' : 'See More ...'}
        </Button>
      ) : null}
    </Text>
  );
}
