export { StandaloneHost } from './StandaloneHost';
