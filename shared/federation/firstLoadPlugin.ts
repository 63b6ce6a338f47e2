import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import { FIRST_LOAD_FILE, type FirstLoad } from './firstLoad';

const CONSUME_TYPE = 'consume-shared-module';
const PROVIDE_TYPE = 'provide-module';

/** The share key of a federation module (the enhanced plugin keeps it on the module; webpack's types do not say). */
function shareKeyOf(module: Module): string | undefined {
  const federated = module as unknown as { options?: { shareKey?: string }; _name?: string };
  return module.type === CONSUME_TYPE ? federated.options?.shareKey : federated._name;
}

function describe(compilation: Compilation, chunks: Iterable<Chunk>) {
  const files = new Set<string>();
  const consumes = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const key = module.type === CONSUME_TYPE ? shareKeyOf(module) : undefined;
      if (key) consumes.add(key);
    }
  }
  return { files: [...files].sort(), consumes: [...consumes].sort() };
}

/**
 * Writes first-load.json: for the shell's start and each remote's exposes, the files and the shared libraries they
 * need at once, and where this build keeps each library it provides. The site server preloads exactly that for a
 * page, instead of every library the build could provide (the form library on a listing, or a library's fallback
 * copy that the page never loads).
 */
export class FirstLoadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const firstLoad: FirstLoad = { groups: {}, provides: {} };
          for (const [name, group] of compilation.namedChunkGroups) {
            firstLoad.groups[name] = describe(compilation, group.chunks);
          }
          for (const module of compilation.modules) {
            const key = module.type === PROVIDE_TYPE ? shareKeyOf(module) : undefined;
            if (!key) continue;
            const groups = module.blocks
              .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
              .filter((group): group is ChunkGroup => !!group);
            firstLoad.provides[key] = describe(
              compilation,
              groups.flatMap((group) => group.chunks),
            );
          }
          compilation.emitAsset(
            FIRST_LOAD_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(firstLoad, null, 2)),
          );
        },
      );
    });
  }
}
