import type { NavigationWatch } from './types';

export interface SourceCaptureDeps {
  /** A landing URL's `_uuid` and `sId`: a new touch for the source cache. */
  captureSource: (touch: { uuid?: string; sId?: string; lookupUuid?: string }) => void;
  /** A source uuid: look up its source id (failures are only logged by the callee). */
  lookupSourceByUuid: (uuid: string) => void;
}

/** Captures the visitor-attribution query parameters (docs/product-rules.md §1, §2). */
export function createSourceCapture(deps: SourceCaptureDeps): NavigationWatch {
  return ({ url }) => {
    const uuid = url.searchParams.get('_uuid') || undefined;
    const sId = url.searchParams.get('sId') || undefined;
    // `uuid` on any page, else the campaign's `_uuid` (docs/decisions/0005 "Source uuid").
    const lookupUuid = url.searchParams.get('uuid') || uuid;
    if (uuid || sId)
      deps.captureSource({
        ...(uuid && { uuid }),
        ...(sId && { sId }),
        ...(lookupUuid && { lookupUuid }),
      });
    if (lookupUuid) deps.lookupSourceByUuid(lookupUuid);
  };
}
