export {
  startAdAttribution,
  createAdAttribution,
  browserAdAttributionDeps,
  AD_LOG,
} from './ad-report';
export { selectAdClick, adOsCode } from './ad-click';
