import { createRequire } from 'node:module';
import type { LoaderContext } from 'webpack';

/**
 * For a file that only builds one large literal (the hyphenation patterns): the page gets its value as JSON text
 * instead. A browser parses JSON several times faster than it compiles and runs the same literal, and it does so in
 * the task that loads the file, which the visitor waits on.
 */
export default function jsonDataLoader(this: LoaderContext<unknown>): string {
  this.cacheable();
  // The file's value as Node evaluates it at build time (these files are UMD: module.exports in Node).
  const load = createRequire(this.resourcePath);
  const value: unknown = load(this.resourcePath);
  return `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
}
