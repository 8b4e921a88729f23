import { useTranslation } from 'react-i18next';
import { cooperationTransfer } from '@/api/services/web';
import { currentSourceId } from '@/domain/session/source';
import {
  CameraIcon,
  GiftIcon,
  HandshakeIcon,
  LiveIcon,
} from '@/features/content/components/content-icons';
import { ContactForm } from '@/features/content/components/contact-form/contact-form';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import type { ContactPayload } from '@/features/content/lib/contact-form';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import { ContactDirect } from './contact-direct';
import styles from './contact-page.module.css';

const TYPES = [
  { key: 'studio', Icon: CameraIcon },
  { key: 'channel', Icon: HandshakeIcon },
  { key: 'platform', Icon: LiveIcon },
  { key: 'brand', Icon: GiftIcon },
] as const;

/** `/cooperation`: a business enquiry (POST /v1/web/cooperation/transfer). */
function CooperationPage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('cooperation'));
  const types = TYPES.map(({ key }) => ({
    value: key,
    label: t(`cooperation.types.${key}.title`),
  }));
  const submit = (payload: ContactPayload) => {
    const type = types.find((item) => item.value === payload.topic)?.label ?? '';
    return cooperationTransfer({
      name: payload.name,
      phone: payload.phone,
      company: payload.company,
      remark: [type, payload.message].filter(Boolean).join('：'),
      source_id: currentSourceId(),
      province_id: payload.provinceId,
      city_id: payload.cityId,
    });
  };
  return (
    <>
      <PageHero heading={t('cooperation.heading')} lead={t('cooperation.lead')} />
      <div className={`${section.container} ${styles.layout}`}>
        <section className={styles.intro} aria-labelledby="cooperation-types">
          <h2 id="cooperation-types" className={styles.introTitle}>
            {t('cooperation.typesHeading')}
          </h2>
          <ul className={styles.typeGrid}>
            {TYPES.map(({ key, Icon }) => (
              <li key={key} className={styles.typeCard}>
                <span className={styles.itemIcon}>
                  <Icon size={24} />
                </span>
                <h3 className={styles.itemTitle}>{t(`cooperation.types.${key}.title`)}</h3>
                <p className={styles.itemText}>{t(`cooperation.types.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <ContactDirect />
        </section>
        <div className={styles.card}>
          <ContactForm
            idPrefix="cooperation"
            title={t('cooperation.formTitle')}
            topicLabel={t('form.cooperationType')}
            topics={types}
            requireCompany
            submit={submit}
          />
        </div>
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { CooperationPage as Component };
