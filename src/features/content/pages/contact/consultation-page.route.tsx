import { useTranslation } from 'react-i18next';
import { consultationCreate } from '@/api/services/web';
import { Scene } from '@/shared/enums';
import { currentSourceId } from '@/domain/session/source';
import { CameraIcon, LayersIcon, LiveIcon } from '@/features/content/components/content-icons';
import { ContactForm } from '@/features/content/components/contact-form/contact-form';
import { PageHero } from '@/features/content/components/page-hero';
import section from '@/features/content/pages/section.module.css';
import type { ContactPayload } from '@/features/content/lib/contact-form';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import { ContactDirect } from './contact-direct';
import styles from './contact-page.module.css';

const TOPICS = ['packages', 'live', 'studio', 'other'] as const;
const BENEFITS = [
  { key: 'plan', Icon: LayersIcon },
  { key: 'demo', Icon: CameraIcon },
  { key: 'live', Icon: LiveIcon },
] as const;

/** `/consultation`: a consultation request (POST /v1/web/consultation/create). */
function ConsultationPage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('consultation'));
  const topics = TOPICS.map((value) => ({ value, label: t(`consultation.topics.${value}`) }));
  const submit = (payload: ContactPayload) => {
    const topic = topics.find((item) => item.value === payload.topic)?.label ?? '';
    return consultationCreate({
      name: payload.name,
      phone: payload.phone,
      content: [topic, payload.message].filter(Boolean).join('：'),
      scene: Scene.OW,
      source_id: currentSourceId(),
      province_id: payload.provinceId,
      city_id: payload.cityId,
    });
  };
  return (
    <>
      <PageHero heading={t('consultation.heading')} lead={t('consultation.lead')} />
      <div className={`${section.container} ${styles.layout}`}>
        <section className={styles.intro} aria-labelledby="consultation-benefits">
          <h2 id="consultation-benefits" className={styles.introTitle}>
            {t('consultation.benefits.heading')}
          </h2>
          <ul className={styles.items}>
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className={styles.item}>
                <span className={styles.itemIcon}>
                  <Icon size={24} />
                </span>
                <div>
                  <h3 className={styles.itemTitle}>{t(`consultation.benefits.${key}.title`)}</h3>
                  <p className={styles.itemText}>{t(`consultation.benefits.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <ContactDirect />
        </section>
        <div className={styles.card}>
          <ContactForm
            idPrefix="consultation"
            title={t('consultation.formTitle')}
            topicLabel={t('form.topic')}
            topics={topics}
            requireCompany={false}
            submit={submit}
          />
        </div>
      </div>
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { ConsultationPage as Component };
