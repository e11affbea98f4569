import { chakra } from '@chakra-ui/react';

export interface LogoProps {
  /** 'full': mark and wordmark; 'mark': the square mark alone, for narrow places. */
  variant?: 'full' | 'mark';
  height?: number;
}

const Svg = chakra('svg');

/** The HarbourPulse logo, inline so nothing is fetched for it. */
export function Logo({ variant = 'full', height = 28 }: LogoProps) {
  const mark = (
    <>
      <rect width="32" height="32" rx="8" fill="#157873" />
      <path d="M4 18h5l3-7 4 12 3-8 2 3h7" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
  if (variant === 'mark') {
    return (
      <Svg viewBox="0 0 32 32" height={`${height}px`} width={`${height}px`} role="img" aria-label="HarbourPulse">
        {mark}
      </Svg>
    );
  }
  return (
    <Svg viewBox="0 0 168 32" height={`${height}px`} width={`${(height * 168) / 32}px`} role="img" aria-label="HarbourPulse">
      {mark}
      <text x="40" y="22.5" fontSize="18" letterSpacing="-0.3" fill="#1a202c" style={{ fontWeight: 700, fontFamily: 'inherit' }}>
        Harbour
        <tspan fill="#157873">Pulse</tspan>
      </text>
    </Svg>
  );
}
