import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, zhCN } from './resources';

export const LANGUAGE = 'zh-CN';

/** Synchronous init: resources are bundled, so the first render (and prerender) is deterministic. */
void i18next.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: { [LANGUAGE]: zhCN },
  ns: Object.keys(zhCN),
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
