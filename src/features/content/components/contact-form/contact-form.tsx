import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH } from '@/shared/constants';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useHydrated } from '@/shared/hooks/use-hydrated';
import { Button } from '@/shared/ui/button';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  MESSAGE_MAX_LENGTH,
  toContactPayload,
  validateContactField,
  type ContactError,
  type ContactField,
  type ContactPayload,
  type ContactValues,
} from '@/features/content/lib/contact-form';
import { ContactDone } from './contact-done';
import { Field } from './field';
import { RegionSelects } from './region-selects';
import styles from './contact-form.module.css';

export type ContactFormProps = {
  idPrefix: string;
  title: string;
  topicLabel: string;
  topics: readonly { value: string; label: string }[];
  requireCompany: boolean;
  submit: (payload: ContactPayload) => Promise<unknown>;
};

/**
 * The consultation / cooperation form: name, phone (docs/product-rules.md §5 rule), optional
 * company, province and city, a topic and a note. Fields follow the §5 rule
 * (@/shared/hooks/use-form-fields.ts); the submit checks everything and focuses the first problem.
 * Success replaces the form.
 */
export function ContactForm({
  idPrefix,
  title,
  topicLabel,
  topics,
  requireCompany,
  submit,
}: ContactFormProps) {
  const { t } = useTranslation('content');
  const emptyForm = (): ContactValues => ({ ...EMPTY_CONTACT, topic: topics[0]?.value ?? '' });
  const form = useFormFields<ContactValues, ContactField, ContactError>(emptyForm, (field, next) =>
    validateContactField(field, next, { requireCompany }),
  );
  const { values } = form;
  const [showSummary, setShowSummary] = useState(false);
  const mutation = useMutation({ mutationFn: submit });
  const formRef = useRef<HTMLFormElement>(null);
  // The prerendered form (src/app/public-paths.ts) cannot send anything before the app runs: its
  // submit button (and with it Enter in a field) waits for hydration rather than reloading the page.
  const hydrated = useHydrated();
  const errors = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const error = form.errors[field];
      return [field, error && t(`form.errors.${error}`)];
    }),
  ) as Partial<Record<ContactField, string>>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const first = form.checkAll(CONTACT_FIELDS);
    setShowSummary(Boolean(first));
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus();
      return;
    }
    mutation.mutate(toContactPayload(values));
  };

  if (mutation.isSuccess) {
    return (
      <ContactDone
        phone={mutation.variables.phone}
        onAgain={() => {
          mutation.reset();
          form.reset(emptyForm());
          setShowSummary(false);
        }}
      />
    );
  }

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={id('title')}
    >
      <h2 id={id('title')} className={styles.title}>
        {title}
      </h2>
      {showSummary && Object.values(errors).some(Boolean) && (
        <p className={styles.summary} role="alert">
          {t('form.errors.summary')}
        </p>
      )}
      <div className={styles.pair}>
        <Field id={id('name')} label={t('form.name')} required error={errors.name}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              autoComplete="name"
              placeholder={t('form.namePlaceholder')}
              value={values.name}
              onChange={(event) => form.change('name', event.target.value)}
              onBlur={() => form.check('name')}
            />
          )}
        </Field>
        <Field id={id('phone')} label={t('form.phone')} required error={errors.phone}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
              placeholder={t('form.phonePlaceholder')}
              value={values.phone}
              onChange={(event) => form.change('phone', event.target.value)}
              onBlur={() => form.check('phone')}
            />
          )}
        </Field>
      </div>
      {requireCompany && (
        <Field id={id('company')} label={t('form.company')} required error={errors.company}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              autoComplete="organization"
              maxLength={50}
              placeholder={t('form.companyPlaceholder')}
              value={values.company}
              onChange={(event) => form.change('company', event.target.value)}
              onBlur={() => form.check('company')}
            />
          )}
        </Field>
      )}
      <RegionSelects
        idPrefix={idPrefix}
        provinceId={values.provinceId}
        cityId={values.cityId}
        provinceError={errors.provinceId}
        cityError={errors.cityId}
        onProvince={(provinceId) => form.update({ provinceId, cityId: '' }, ['provinceId'])}
        onCity={(cityId) => form.change('cityId', cityId)}
        onBlurProvince={() => form.check('provinceId')}
        onBlurCity={() => {
          if (values.provinceId) form.check('cityId');
        }}
      />
      <Field id={id('topic')} label={topicLabel}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={values.topic}
            onChange={(event) => form.update({ topic: event.target.value })}
          >
            {topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('message')} label={t('form.message')}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t('form.messagePlaceholder')}
            value={values.message}
            onChange={(event) => form.update({ message: event.target.value })}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={mutation.isPending} disabled={!hydrated}>
        {t('form.submit')}
      </Button>
      <p className={styles.privacy}>{t('form.privacy')}</p>
    </form>
  );
}
