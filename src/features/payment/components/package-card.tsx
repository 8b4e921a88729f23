import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@/api/types';
import { Flag, PurchaseMethod } from '@/shared/enums';
import { formatFileSize, formatPrice } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import skeleton from '@/shared/ui/skeleton.module.css';
import { parseJsonInfo, savingOf, tierColorOf, type PackageLine } from '../model/catalog';
import styles from './payment-page.module.css';
import { trackAs } from '@/shared/events/tracked-click';

function useBenefits(pkg: Package, line: PackageLine): string[] {
  const { t } = useTranslation('payment');
  const info = parseJsonInfo(pkg.json_info);
  if (info.benefits) return info.benefits;
  // No list from the server: say what the package holds, from its own numbers.
  const out: string[] = [];
  if (line === 'fine' && pkg.count > 0) out.push(t('card.fallback.pieces', { count: pkg.count }));
  if (pkg.bonus_count > 0) out.push(t('card.fallback.bonus', { count: pkg.bonus_count }));
  if (pkg.lite_effect_count > 0)
    out.push(t('card.fallback.vouchers', { count: pkg.lite_effect_count }));
  if (line === 'smooth' && pkg.lite_effect_product_quantity > 0) {
    out.push(t('card.fallback.voucherQuota', { count: pkg.lite_effect_product_quantity }));
  }
  if (pkg.space_size > 0)
    out.push(t('card.fallback.storage', { size: storageLabel(pkg.space_size) }));
  return out;
}

/** 50 GB rather than 50.00GB on a price card. */
export function storageLabel(bytes: number): string {
  const text = formatFileSize(bytes);
  const match = /^(\d+)\.00(\w+)$/.exec(text);
  return match ? `${match[1]}${match[2]}` : text;
}

export interface PackageCardProps {
  pkg: Package;
  line: PackageLine;
  /** The buy button is left out (hide flag). */
  hideBuy: boolean;
  busy: boolean;
  onBuy: (pkg: Package) => void;
  onIntent: () => void;
}

export function PackageCard({ pkg, line, hideBuy, busy, onBuy, onIntent }: PackageCardProps) {
  const { t } = useTranslation('payment');
  const titleId = useId();
  const noteId = useId();
  const info = parseJsonInfo(pkg.json_info);
  const benefits = useBenefits(pkg, line);
  const saving = savingOf(pkg);
  const hot = pkg.is_hot === Flag.Yes;
  const method = pkg.purchase_method;
  return (
    <article
      className={styles.card}
      data-hot={hot || undefined}
      data-tier={tierColorOf(pkg.style)}
      aria-labelledby={titleId}
    >
      {(hot || pkg.tag) && <span className={styles.cardTag}>{pkg.tag || t('card.hot')}</span>}
      <h2 id={titleId} className={styles.cardTitle}>
        {pkg.name}
      </h2>
      <p className={styles.cardScene}>{info.scene ?? t(`lines.${line}.scene`)}</p>
      <p className={styles.cardPrice}>
        <span className={styles.price}>{formatPrice(pkg.price)}</span>
        <span className={styles.perYear}>{t('card.perYear')}</span>
      </p>
      <p className={styles.cardOriginal}>
        {pkg.original_price > pkg.price && (
          <s className={styles.struck}>
            {t('card.original', { price: formatPrice(pkg.original_price) })}
          </s>
        )}
        {saving > 0 && (
          <span className={styles.saving}>{t('card.save', { price: formatPrice(saving) })}</span>
        )}
      </p>
      {method === PurchaseMethod.Upgrade || method === PurchaseMethod.Renewal ? (
        <p id={noteId} className={styles.methodNote}>
          <span className={styles.methodBadge}>
            {t(method === PurchaseMethod.Upgrade ? 'card.upgrade' : 'card.renewal')}
          </span>
          {t(method === PurchaseMethod.Upgrade ? 'card.upgradeHint' : 'card.renewalHint')}
        </p>
      ) : null}
      {!hideBuy && (
        <Button
          className={styles.buy}
          variant={hot ? 'primary' : 'secondary'}
          size="lg"
          block
          loading={busy}
          aria-describedby={titleId}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={() => onBuy(pkg)}
          {...trackAs('payment.buy')}
        >
          {t('card.buy')}
        </Button>
      )}
      <ul className={styles.benefits} aria-label={t('card.benefitsLabel', { name: pkg.name })}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <CheckIcon size={16} className={styles.check} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <p className={styles.cardFoot}>
        <span>{t('card.validity')}</span>
        {pkg.bought_count > 0 && <span>{t('card.bought', { count: pkg.bought_count })}</span>}
      </p>
    </article>
  );
}

/**
 * A card's place while the packages load (the prerendered frame, the gate or list on its way):
 * the outline of a card in soft blocks, exactly as tall as a real one (`--tier-height` in
 * payment-page.module.css is both its height and a card's minimum), so nothing moves when the
 * cards arrive.
 */
export function PackageCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.cardSkeleton} ${skeleton.pulse}`} aria-hidden="true" />
  );
}
