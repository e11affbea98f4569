import { Button, Flex, HStack, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PAGE_SIZES } from 'shared/contract';
import { goToPage, pageCount, paginationItems } from 'shared/rules';
import type { PageSize } from '../url-state';
import { ArrowUpIcon } from 'shared/ui';

/** The scroll-to-top button is active after 400 px of scrolling (spec doc 2 §2). */
export const SCROLL_TOP_AFTER_PX = 400;

interface PostsPagerProps {
  page: number;
  size: PageSize;
  total: number;
  onPage(page: number): void;
  onSize(size: PageSize): void;
}

/** Bottom bar: pages with 3 siblings, page size 20/30/40, go-to-page and scroll to top (spec doc 2 §2, §5). */
export function PostsPager({ page, size, total, onPage, onSize }: PostsPagerProps) {
  const pages = pageCount(total, size);
  const [goTo, setGoTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const submitGoTo = () => {
    const result = goToPage(goTo, pages);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setGoTo('');
    if (result.page !== null && result.page !== page) onPage(result.page);
  };

  return (
    <Flex as="nav" aria-label="Pages" justifyContent="space-between" alignItems="center" gap="3" wrap="wrap" py="2">
      <HStack gap="1" wrap="wrap">
        <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {paginationItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <Text key={`gap-${i}`} as="span" px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="xs"
              minWidth="8"
              variant={item === page ? 'solid' : 'ghost'}
              colorPalette={item === page ? 'brand' : 'gray'}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor="posts-page-size">Per page</label>
          </Text>
          <NativeSelect.Root size="xs" width="20">
            <NativeSelect.Field id="posts-page-size" value={String(size)} onChange={(e) => onSize(Number(e.target.value) as PageSize)}>
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor="posts-go-to">Go to page</label>
          </Text>
          <Input
            id="posts-go-to"
            size="xs"
            width="16"
            inputMode="numeric"
            value={goTo}
            aria-invalid={error !== null}
            aria-describedby={error ? 'posts-go-to-error' : undefined}
            onChange={(e) => setGoTo(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && submitGoTo()}
          />
          <Button size="xs" variant="outline" onClick={submitGoTo}>
            Go
          </Button>
        </HStack>
        <IconButton
          size="xs"
          variant="outline"
          aria-label="Scroll to top"
          disabled={!scrolled}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon />
        </IconButton>
      </HStack>
      {error ? (
        <Text id="posts-go-to-error" role="alert" fontSize="xs" color="fg.error" width="full" textAlign="end">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
