export { remotePage, renderAhead, renderAllAhead, renderWithData, serverRender, writePrerendered } from './renderAhead';
export {
  PRERENDERED_FILE,
  SERVER_RENDER_FILE,
  type PageWithData,
  type PrerenderedPage,
  type PrerenderedPages,
  type ServerRender,
} from './prerendered';
