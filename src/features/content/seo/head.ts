import { renderHeadHtml } from './page-meta';
import { prerenderMeta } from './route-meta';

/** `<head>` tags of a prerendered path. */
export function headTagsFor(path: string, siteDomain: string): string {
  return renderHeadHtml(prerenderMeta(path), siteDomain);
}
