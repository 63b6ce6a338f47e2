import type { Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chromium 136 and later): the functions of a script that carries it first are compiled
 * while the script streams in, on a background thread, instead of each on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of every script the build emits once it is minified (the minifier would drop the
 * comment), before its source map is written (which then counts the added line). A page's start calls most of the
 * code its scripts hold (the federation runtime, React, the app's first render), and compiling it lazily on the main
 * thread is the start's largest single cost after layout on a slow phone.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
