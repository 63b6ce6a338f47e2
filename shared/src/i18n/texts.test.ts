import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textFiles } from '../testing/i18n';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const read = (dir: string, language: string) =>
  flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Texts);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(textFiles())('the texts of $namespace', ({ dir }) => {
  const english = read(dir, 'en');
  const swedish = read(dir, 'sv');

  it('has every English text in Swedish, and nothing more', () => {
    expect([...swedish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills in the same values in both languages, and leaves no text empty', () => {
    for (const [key, text] of english) {
      expect({ key, text: text.trim().length > 0 }).toEqual({ key, text: true });
      expect({ key, variables: variables(swedish.get(key) ?? '') }).toEqual({ key, variables: variables(text) });
    }
  });
});
