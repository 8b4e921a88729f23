import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { citiesQueryOptions, provincesQueryOptions } from '@/api/queries/public';
import { Field } from './field';
import styles from './contact-form.module.css';

export type RegionSelectsProps = {
  idPrefix: string;
  provinceId: string;
  cityId: string;
  provinceError?: string;
  cityError?: string;
  onProvince: (id: string) => void;
  onCity: (id: string) => void;
  onBlurProvince: () => void;
  onBlurCity: () => void;
};

/** Province and city (GET /v1/province/get, /v1/city/get?province_id=); city waits for a province. */
export function RegionSelects(props: RegionSelectsProps) {
  const { t } = useTranslation('content');
  const provinces = useQuery(provincesQueryOptions());
  const provinceNumber = Number(props.provinceId);
  const cities = useQuery({ ...citiesQueryOptions(provinceNumber), enabled: provinceNumber > 0 });
  const failed = provinces.isError || cities.isError;
  return (
    <div className={styles.pair}>
      <Field
        id={`${props.idPrefix}-provinceId`}
        label={t('form.province')}
        required
        error={props.provinceError}
      >
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={props.provinceId}
            disabled={provinces.isPending && !provinces.isError}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              props.onProvince(event.target.value)
            }
            onBlur={props.onBlurProvince}
          >
            <option value="">
              {provinces.isPending ? t('form.regionsLoading') : t('form.selectProvince')}
            </option>
            {provinces.data?.list.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${props.idPrefix}-cityId`}
        label={t('form.city')}
        required
        error={props.cityError}
      >
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={props.cityId}
            disabled={!props.provinceId || cities.isPending}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onCity(event.target.value)}
            onBlur={props.onBlurCity}
          >
            <option value="">
              {props.provinceId && cities.isPending
                ? t('form.regionsLoading')
                : t('form.selectCity')}
            </option>
            {cities.data?.list.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {failed && (
        <p className={styles.regionError} role="alert">
          {t('form.regionsFailed')}
          <button
            type="button"
            className={styles.inlineRetry}
            onClick={() => void (provinces.isError ? provinces.refetch() : cities.refetch())}
          >
            {t('actions.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
