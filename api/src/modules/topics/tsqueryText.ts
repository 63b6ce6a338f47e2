/**
 * Printed tsqueries (as PostgreSQL's tsquery::text writes them) made shorter without changing what they match.
 * A search's query lists each word as written and in its English and Swedish forms, and each name and alias of the
 * topics it meets, so the same word often comes twice and a prefix often covers longer words beside it
 * ('psycholog':* | 'psychology' | 'psychologist'). PostgreSQL tests every listed word against every row it reads,
 * so a shorter list makes a search that reads thousands of rows several times cheaper.
 */

/** A word of a query: its text, whether it matches as a prefix, and the weights it is limited to ('' for any). */
interface Term {
  kind: 'term';
  word: string;
  prefix: boolean;
  weights: string;
}

interface Operation {
  kind: '&' | '|';
  parts: Node[];
}

type Node = Term | Operation;

const TOKEN = /\s*(?:'((?:[^']|'')*)'(?::([*A-D]+))?|([&|()]))/gy;

/** Reads a printed query of words, & and | with parentheses; null for anything else (!, <->), which stays as it is. */
function parse(text: string): Node | null {
  const tokens: (Term | string)[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match || match.index !== start) return text.slice(start).trim() === '' ? parseTokens(tokens) : null;
    if (match[3]) tokens.push(match[3]);
    else {
      const flags = match[2] ?? '';
      tokens.push({ kind: 'term', word: match[1]!, prefix: flags.includes('*'), weights: flags.replace('*', '') });
    }
  }
  return parseTokens(tokens);
}

/** Precedence climbing: & binds tighter than |. */
function parseTokens(tokens: (Term | string)[]): Node | null {
  let position = 0;
  const operand = (): Node | null => {
    const token = tokens[position++];
    if (token === '(') {
      const inner = either();
      return tokens[position++] === ')' ? inner : null;
    }
    return typeof token === 'object' ? token : null;
  };
  const chain = (kind: '&' | '|', next: () => Node | null) => (): Node | null => {
    const first = next();
    if (!first) return null;
    const parts = [first];
    while (tokens[position] === kind) {
      position += 1;
      const part = next();
      if (!part) return null;
      parts.push(part);
    }
    return parts.length === 1 ? first : { kind, parts };
  };
  const both = chain('&', operand);
  const either = chain('|', both);
  const tree = either();
  return tree && position === tokens.length ? tree : null;
}

/** Whether matching `wider` is certain whenever `narrower` matches. */
function covers(wider: Term, narrower: Term): boolean {
  if (wider.weights !== narrower.weights) return false;
  return wider.prefix ? narrower.word.startsWith(wider.word) : !narrower.prefix && narrower.word === wider.word;
}

function simplify(node: Node): Node {
  if (node.kind === 'term') return node;
  const parts = node.parts.map(simplify).flatMap((part) => (part.kind === node.kind ? part.parts : [part]));
  if (node.kind === '&') return { kind: '&', parts };
  const terms = parts.filter((part): part is Term => part.kind === 'term');
  const kept = terms.filter(
    (term, index) =>
      !terms.some((other, otherIndex) => otherIndex !== index && covers(other, term) && (!covers(term, other) || otherIndex < index)),
  );
  // Alternatives of several words count once each ('mental':* & 'health':* twice, from two names).
  const printed = new Set<string>();
  const rest = parts.filter((part) => {
    if (part.kind === 'term') return false;
    const text = print(part);
    if (printed.has(text)) return false;
    printed.add(text);
    return true;
  });
  const all = [...kept, ...rest];
  return all.length === 1 ? all[0]! : { kind: '|', parts: all };
}

function print(node: Node, inside?: '&' | '|'): string {
  if (node.kind === 'term') return `'${node.word}'${node.prefix || node.weights ? `:${node.prefix ? '*' : ''}${node.weights}` : ''}`;
  const text = node.parts.map((part) => print(part, node.kind)).join(` ${node.kind} `);
  return inside === '&' && node.kind === '|' ? `( ${text} )` : text;
}

/**
 * The same query without repeated words and without words a listed prefix already covers in the same alternatives
 * ('pension':* | 'pensions' -> 'pension':*). A query it cannot read (with ! or <->) comes back as it was.
 */
export function shorterTsquery(text: string): string {
  const tree = parse(text);
  return tree ? print(simplify(tree)) : text;
}

/** The same query with every word limited to weights A and B (a name, expertise or talking points). */
export function inHeadings(text: string): string {
  const tree = parse(text);
  if (!tree) throw new Error(`Not a query of words, & and |: ${text}`);
  const weigh = (node: Node): Node =>
    node.kind === 'term' ? { ...node, weights: 'AB' } : { kind: node.kind, parts: node.parts.map(weigh) };
  return print(weigh(tree));
}
