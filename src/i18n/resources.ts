import { api } from './zh-CN/api';
import { common } from './zh-CN/common';
import { errors } from './zh-CN/errors';
import { layout } from './zh-CN/layout';
import { pages } from './zh-CN/pages';

/**
 * zh-CN resources, one namespace per area so that files stay small and owned by one feature.
 * Add a namespace here and its keys become typed everywhere (see i18next.d.ts).
 */
export const zhCN = {
  common,
  api,
  errors,
  layout,
  pages,
} as const;

export const defaultNS = 'common';
export type Resources = typeof zhCN;
