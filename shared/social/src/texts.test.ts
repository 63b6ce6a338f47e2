import en from './locales/en.json';
import sv from './locales/sv.json';

type Texts = { [key: string]: string | Texts };

/** Every text by its dotted key. */
function flatten(texts: Texts, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') found[`${prefix}${key}`] = value;
    else Object.assign(found, flatten(value, `${prefix}${key}.`));
  }
  return found;
}

/** The `{{values}}` each text fills in. */
const valuesOf = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort(),
    ]),
  );

// The platform's check of every namespace (shared/src/i18n/texts.test.ts) reads only the shell's and the remotes'.
describe("@podbridge/social's own texts", () => {
  const english = flatten(en);
  const swedish = flatten(sv);

  it('has every English text in Swedish, and nothing more, none of them empty', () => {
    expect(Object.keys(swedish).sort()).toEqual(Object.keys(english).sort());
    const empty = [...Object.entries(english), ...Object.entries(swedish)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('fills in the same values in both languages', () => {
    expect(valuesOf(swedish)).toEqual(valuesOf(english));
  });
});
