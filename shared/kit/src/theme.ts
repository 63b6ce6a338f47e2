/** PodBridge's design tokens; components import this object directly, no ThemeProvider needed. */
export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryDark: '#312e81',
    primarySoft: '#eef2ff',
    violet: '#7c3aed',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff7ed',
    text: '#1e1b2e',
    textMuted: '#5b5870',
    textSubtle: '#6e6b80',
    border: '#e2e1ec',
    borderStrong: '#c9c7d8',
    background: '#f7f7fb',
    surface: '#ffffff',
    surfaceMuted: '#f1f0f7',
    white: '#ffffff',
    success: '#15803d',
    successSoft: '#ecfdf3',
    warning: '#b45309',
    warningSoft: '#fffbeb',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fef2f2',
    info: '#0369a1',
    infoSoft: '#f0f9ff',
    focus: '#818cf8',
  },
  gradients: {
    brand: 'linear-gradient(135deg, #312e81 0%, #4338ca 45%, #7c3aed 100%)',
    accent: 'linear-gradient(135deg, #f97316 0%, #f59e0b 100%)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(30, 27, 46, 0.06), 0 1px 3px rgba(30, 27, 46, 0.08)',
    md: '0 4px 12px rgba(30, 27, 46, 0.08), 0 2px 4px rgba(30, 27, 46, 0.04)',
    lg: '0 18px 40px rgba(49, 46, 129, 0.14), 0 4px 12px rgba(30, 27, 46, 0.06)',
    focus: '0 0 0 3px rgba(129, 140, 248, 0.45)',
  },
  spacing: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '64px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    /** A large figure: the home page's and About page's counts. */
    figure: '2rem',
    hero: '2.5rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
  zIndex: { modal: 1000, toast: 1100 },
} as const;

export type Theme = typeof theme;

/** `@media` query for screens at least this wide: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
} as const;
