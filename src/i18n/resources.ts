import { common } from './zh-CN/common';

/**
 * zh-CN resources, one namespace per area so that files stay small and owned by one feature.
 * Add a namespace here and its keys become typed everywhere (see i18next.d.ts).
 */
export const zhCN = {
  common,
} as const;

export const defaultNS = 'common';
export type Resources = typeof zhCN;
