/** The file a federated build writes beside its bundles: what its pages need first, for the site to preload. */
export const FIRST_LOAD_FILE = 'first-load.json';

export interface FirstLoad {
  /** Each named chunk group (the shell's bootstrap, a remote's exposes): its script files and the shared keys it consumes. */
  groups: Record<string, { files: string[]; consumes: string[] }>;
  /** Each shared key this build provides: the script files that hold it and the shared keys they consume in turn. */
  provides: Record<string, { files: string[]; consumes: string[] }>;
}
