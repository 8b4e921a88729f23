import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH } from '@/shared/constants';
import { useHydrated } from '@/shared/hooks/use-hydrated';
import { Button } from '@/shared/ui/button';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  MESSAGE_MAX_LENGTH,
  toContactPayload,
  validateContact,
  validateContactField,
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
 * company, province and city, a topic and a note. Fields are checked on blur, and again while
 * typing once they failed; the submit checks everything and focuses the first problem. Success
 * replaces the form.
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
  const [values, setValues] = useState<ContactValues>({
    ...EMPTY_CONTACT,
    topic: topics[0]?.value ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [checked, setChecked] = useState<ReadonlySet<ContactField>>(new Set());
  const [showSummary, setShowSummary] = useState(false);
  const mutation = useMutation({ mutationFn: submit });
  const formRef = useRef<HTMLFormElement>(null);
  const options = { requireCompany };
  // The prerendered form (src/app/public-paths.ts) cannot send anything before the app runs: its
  // submit button (and with it Enter in a field) waits for hydration rather than reloading the page.
  const hydrated = useHydrated();

  const message = (field: ContactField, next: ContactValues) => {
    const error = validateContactField(field, next, options);
    return error ? t(`form.errors.${error}`) : undefined;
  };
  const check = (field: ContactField, next: ContactValues = values) => {
    setChecked((prev) => new Set(prev).add(field));
    setErrors((prev) => ({ ...prev, [field]: message(field, next) }));
  };
  const update = (patch: Partial<ContactValues>, fields: ContactField[] = []) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first check, a field is re-checked while typing (docs/product-rules.md §5).
    const recheck = fields.filter((field) => checked.has(field));
    if (recheck.length)
      setErrors((prev) => ({
        ...prev,
        ...Object.fromEntries(recheck.map((f) => [f, message(f, next)])),
      }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateContact(values, options);
    setChecked(new Set(CONTACT_FIELDS));
    setErrors(
      Object.fromEntries(
        CONTACT_FIELDS.map((f) => [f, found[f] ? t(`form.errors.${found[f]}`) : undefined]),
      ),
    );
    const first = CONTACT_FIELDS.find((f) => found[f]);
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
          setValues({ ...EMPTY_CONTACT, topic: topics[0]?.value ?? '' });
          setErrors({});
          setChecked(new Set());
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
              onChange={(event) => update({ name: event.target.value }, ['name'])}
              onBlur={() => check('name')}
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
              onChange={(event) => update({ phone: event.target.value }, ['phone'])}
              onBlur={() => check('phone')}
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
              onChange={(event) => update({ company: event.target.value }, ['company'])}
              onBlur={() => check('company')}
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
        onProvince={(provinceId) => update({ provinceId, cityId: '' }, ['provinceId'])}
        onCity={(cityId) => update({ cityId }, ['cityId'])}
        onBlurProvince={() => check('provinceId')}
        onBlurCity={() => {
          if (values.provinceId) check('cityId');
        }}
      />
      <Field id={id('topic')} label={topicLabel}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={values.topic}
            onChange={(event) => update({ topic: event.target.value })}
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
            onChange={(event) => update({ message: event.target.value })}
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
