import { Box, CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL parameter the Posts screen (mfe-posts) reads its search from. */
export const POSTS_SEARCH_PARAM = 'search';

/**
 * The Posts tab's search box (spec doc 2 §2): Enter applies the text as ?search=, the X removes it. The
 * box follows the URL, so back/forward and shared links show the search that is applied.
 */
export function PostsSearch() {
  const [params, setParams] = useSearchParams();
  const applied = params.get(POSTS_SEARCH_PARAM) ?? '';
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }

  const apply = (value: string) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(POSTS_SEARCH_PARAM, value);
      else next.delete(POSTS_SEARCH_PARAM);
      return next;
    });
  };
  const clear = () => {
    setText('');
    apply('');
  };

  return (
    <Box role="search" width={{ base: 'full', sm: '72' }} pb="1">
      <InputGroup
        endElement={text || applied ? <CloseButton size="2xs" aria-label="Clear search" onClick={clear} /> : undefined}
      >
        <Input
          size="sm"
          placeholder="Search here"
          aria-label="Search posts"
          value={text}
          bg="bg"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(text.trim());
          }}
        />
      </InputGroup>
    </Box>
  );
}
