export { renderAhead, renderAllAhead, writePrerendered } from './renderAhead';
export { PRERENDERED_FILE, type PrerenderedPage, type PrerenderedPages } from './prerendered';
