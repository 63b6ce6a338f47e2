import styled from 'styled-components';
import { Hyphenated } from './Hyphenated';
import { theme } from './theme';

const Mark = styled.mark`
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryDark};
  font-weight: ${theme.fontWeights.semibold};
  border-radius: 3px;
  padding: 0 2px;
`;

/** Accents gone and lower case, as the search compares words. */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * Text with the words a search matched marked: a word is marked when it (accents and case ignored) starts with one
 * of `terms`, the words the API says matching items contain or start with. Without a match it is the text as
 * the card always shows it.
 */
export function Highlighted({ text, terms }: { text: string; terms?: readonly string[] }) {
  const parts = terms && terms.length > 0 ? text.split(/([\p{L}\p{N}]+)/u) : [];
  const matches = (word: string) => terms!.some((term) => plain(word).startsWith(term));
  if (!parts.some((part, index) => index % 2 === 1 && matches(part))) return <Hyphenated text={text} />;
  // split() with a capture group puts the words at the odd places.
  return <>{parts.map((part, index) => (index % 2 === 1 && matches(part) ? <Mark key={index}>{part}</Mark> : part))}</>;
}
