import { Mark } from '@chakra-ui/react';
import { highlightSegments } from '../query/highlight.js';

/** Text with the given terms marked; built from React text nodes, so markup in the text stays text. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, i) =>
        segment.match ? (
          <Mark key={i} bg="yellow.200" color="inherit" px="0.5" rounded="sm">
            {segment.text}
          </Mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
