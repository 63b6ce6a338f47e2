import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol { margin: 0; }
  body {
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.55;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { line-height: 1.2; font-weight: ${theme.fontWeights.bold}; letter-spacing: -0.01em; }
  img, picture, svg, video { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${theme.colors.primary}; text-decoration-thickness: 1px; text-underline-offset: 2px; }
  a:hover { color: ${theme.colors.primaryHover}; }
  :focus { outline: none; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  ::selection { background: ${theme.colors.primarySoft}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
