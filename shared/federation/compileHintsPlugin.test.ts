/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHintsPlugin';

/** Builds the folder's `index.js` in production mode with source maps (minified, as the federated builds are). */
function build(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        devtool: 'source-map',
        output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
        plugins,
      },
      (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()),
    ),
  );
}

describe('CompileHintsPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'index.js'), "import('./later').then((m) => m.greet('page'));\n");
    writeFileSync(join(dir, 'later.js'), 'export function greet(name) {\n  console.log(`hello ${name}`);\n}\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts every minified script with the hint, and its source map counts the added line', async () => {
    await build(dir, [new CompileHintsPlugin()]);
    const scripts = readdirSync(join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      const code = readFileSync(join(dir, 'dist', script), 'utf8');
      expect(code.startsWith(COMPILE_HINT)).toBe(true);
      // Minified still: the code is one line after the hint (and the source map's comment).
      expect(code.split('\n')).toHaveLength(3);
      // The map's first line (the hint) maps to nothing; the code's mappings start on the second.
      const { mappings } = JSON.parse(readFileSync(join(dir, 'dist', `${script}.map`), 'utf8')) as { mappings: string };
      expect(mappings.startsWith(';')).toBe(true);
      expect(mappings.length).toBeGreaterThan(1);
    }
  });

  it('leaves the scripts without it otherwise', async () => {
    await build(dir, []);
    expect(readFileSync(join(dir, 'dist', 'main.js'), 'utf8').startsWith('//')).toBe(false);
  });
});
