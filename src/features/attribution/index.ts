export { startAdAttribution, browserAdAttributionDeps } from './ad-report';
