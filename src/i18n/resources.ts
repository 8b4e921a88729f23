import { api } from './zh-CN/api';
import { auth } from './zh-CN/auth';
import { common } from './zh-CN/common';
import { content as contentHome } from './zh-CN/content';
import { contentHome as contentHomeLower } from './zh-CN/content.home';
import { contentPages } from './zh-CN/content.pages';
import { errors } from './zh-CN/errors';
import { errorScreens } from './zh-CN/errorScreens';
import { layout as layoutCore } from './zh-CN/layout';
import { layoutFooter } from './zh-CN/layout.footer';
import { pages } from './zh-CN/pages';
import { payment } from './zh-CN/payment';
import { profile } from './zh-CN/profile';
import { workbench } from './zh-CN/workbench';

/**
 * zh-CN resources, one namespace per area so that files stay small and owned by one feature.
 * Add a namespace here and its keys become typed everywhere (see i18next.d.ts).
 */
/** The whole `content` namespace: its file and its parts `content.home`, `content.pages` (./index.ts). */
const content = {
  ...contentHome,
  ...contentPages,
  meta: { ...contentHome.meta, ...contentPages.meta },
  actions: { ...contentHome.actions, ...contentPages.actions },
  home: { ...contentHome.home, ...contentHomeLower.home },
} as const;

/** The whole `layout` namespace: its file and its part `layout.footer`. */
const layout = { ...layoutCore, ...layoutFooter } as const;

export const zhCN = {
  common,
  api,
  content,
  auth,
  errors,
  errorScreens,
  layout,
  pages,
  payment,
  profile,
  workbench,
} as const;

export type Resources = typeof zhCN;
