import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import { t } from '@/i18n';

function Placeholder() {
  return <h1>{t('brand')}</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
