import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// System fonts only (nothing is downloaded at run time), with Traditional Chinese faces for Hong Kong content.
const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "PingFang TC", "Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", "Heiti TC", sans-serif';
const MONO_STACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFamily: 'body' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK }, mono: { value: MONO_STACK } },
      colors: {
        // The brand teal, from light tints to the deep shade used for text on light backgrounds.
        brand: {
          50: { value: '#effaf9' },
          100: { value: '#d5f2ef' },
          200: { value: '#ace4df' },
          300: { value: '#76cfc8' },
          400: { value: '#3fb2ab' },
          500: { value: '#1f9690' },
          600: { value: '#157873' },
          700: { value: '#145f5c' },
          800: { value: '#144c4a' },
          900: { value: '#12403e' },
          950: { value: '#062625' },
        },
        amber: {
          100: { value: '#fef3c7' },
          300: { value: '#fcd34d' },
          700: { value: '#b45309' },
          800: { value: '#92400e' },
        },
      },
      radii: { l1: { value: '0.25rem' }, l2: { value: '0.375rem' }, l3: { value: '0.5rem' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: { canvas: { value: '#f7f8fa' } },
      },
    },
    keyframes: {
      hpSpin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
      hpBounce: { '0%, 80%, 100%': { transform: 'scale(0.4)', opacity: '0.5' }, '40%': { transform: 'scale(1)', opacity: '1' } },
      hpBars: { '0%, 40%, 100%': { transform: 'scaleY(0.35)' }, '20%': { transform: 'scaleY(1)' } },
      hpRipple: { '0%': { transform: 'scale(0.1)', opacity: '1' }, '100%': { transform: 'scale(1)', opacity: '0' } },
      hpGrid: { '0%, 70%, 100%': { transform: 'scale(1)', opacity: '1' }, '35%': { transform: 'scale(0.2)', opacity: '0.3' } },
      hpTwin: { '0%, 100%': { transform: 'translateX(-70%)' }, '50%': { transform: 'translateX(70%)' } },
    },
  },
});

/** The Chakra system of every HarbourPulse screen: neutral greys, a teal brand palette, system fonts. */
export const system = createSystem(defaultConfig, config);
