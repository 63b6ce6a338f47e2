export { federatedShared, kitVersion, SINGLETON_LIBRARIES } from './shared';
export type { SharedEntry } from './shared';
export { federatedWebpackConfig } from './webpackConfig';
export type { FederatedAppOptions } from './webpackConfig';
export { FIRST_LOAD_FILE } from './firstLoad';
export type { FirstLoad } from './firstLoad';
