import '@testing-library/jest-dom/vitest';
import { i18n, LANGUAGE } from '@/i18n';
import { zhCN } from '@/i18n/resources';

// The app loads most i18n namespaces with their routes (src/i18n/index.ts); components rendered
// on their own in unit tests get every namespace up front.
for (const [namespace, resources] of Object.entries(zhCN)) {
  if (!i18n.hasResourceBundle(LANGUAGE, namespace))
    i18n.addResourceBundle(LANGUAGE, namespace, resources);
}
