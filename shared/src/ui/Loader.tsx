import { Box, Flex, type BoxProps } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DEFAULT_LOADER, loaderKind, type LoaderKind } from '../rules/index.js';
import { appStore, sessionAtom } from '../session/index.js';

const SIZES = { sm: 20, md: 40, lg: 56 } as const;
export type LoaderSize = keyof typeof SIZES;

export interface LoaderProps {
  /** Loader type 1 to 5; defaults to the user's configured loader (4 when none). */
  type?: number;
  size?: LoaderSize;
  label?: string;
}

type Figure = (px: number) => ReactNode;

function Dot({ px, ...rest }: { px: number } & BoxProps) {
  return <Box width={`${px}px`} height={`${px}px`} rounded="full" bg="brand.solid" {...rest} />;
}

// Five visibly different figures plus the twin-circle fallback (spec doc 1 §9).
const FIGURES: Record<LoaderKind, Figure> = {
  1: (px) => (
    <Box position="relative" width={`${px}px`} height={`${px}px`}>
      {[0, 1].map((i) => (
        <Box
          key={i}
          position="absolute"
          inset="0"
          rounded="full"
          borderWidth={`${Math.max(2, px / 14)}px`}
          borderColor="brand.solid"
          animation="hpRipple 1.4s cubic-bezier(0, 0.2, 0.8, 1) infinite"
          style={{ animationDelay: `${i * -0.7}s` }}
        />
      ))}
    </Box>
  ),
  2: (px) => (
    <Flex gap={`${px / 8}px`} alignItems="center" height={`${px}px`}>
      {[0, 1, 2].map((i) => (
        <Dot key={i} px={px / 4} animation="hpBounce 1.2s ease-in-out infinite" style={{ animationDelay: `${i * 0.16}s` }} />
      ))}
    </Flex>
  ),
  3: (px) => (
    <Flex gap={`${px / 14}px`} alignItems="center" height={`${px}px`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Box
          key={i}
          width={`${px / 8}px`}
          height="100%"
          rounded="sm"
          bg="brand.solid"
          animation="hpBars 1.1s ease-in-out infinite"
          style={{ animationDelay: `${i * 0.1}s` }}
        />
      ))}
    </Flex>
  ),
  4: (px) => (
    <Box
      width={`${px}px`}
      height={`${px}px`}
      rounded="full"
      borderWidth={`${Math.max(2, px / 10)}px`}
      borderColor="brand.muted"
      borderTopColor="brand.solid"
      animation="hpSpin 0.8s linear infinite"
    />
  ),
  5: (px) => (
    <Box display="grid" gridTemplateColumns="repeat(3, 1fr)" gap={`${px / 16}px`} width={`${px}px`} height={`${px}px`}>
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <Box
          key={i}
          bg="brand.solid"
          rounded="1px"
          animation="hpGrid 1.3s ease-in-out infinite"
          style={{ animationDelay: `${((i % 3) + Math.floor(i / 3)) * 0.1}s` }}
        />
      ))}
    </Box>
  ),
  'twin-circle': (px) => (
    <Box position="relative" width={`${px * 1.4}px`} height={`${px / 2}px`} display="flex" justifyContent="center" alignItems="center">
      <Dot px={px / 2} position="absolute" opacity={0.85} animation="hpTwin 1.2s ease-in-out infinite" />
      <Dot px={px / 2} position="absolute" bg="orange.400" opacity={0.85} animation="hpTwin 1.2s ease-in-out infinite reverse" />
    </Box>
  ),
};

/** The loading indicator of the product, in the style the user's config picks. */
export function Loader({ type, size = 'md', label = 'Loading' }: LoaderProps) {
  const session = useAtomValue(sessionAtom, { store: appStore });
  const kind = loaderKind(type ?? session?.loader ?? DEFAULT_LOADER);
  return (
    <Box role="status" aria-label={label} data-loader-kind={String(kind)} display="inline-flex" alignItems="center" justifyContent="center">
      {FIGURES[kind](SIZES[size])}
    </Box>
  );
}
