import { hrefOf } from '@/domain/route-addresses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { env } from '@/shared/config/env';
import { ICP_REGISTRY_URL, psbRegistryUrl } from '@/shared/config/filing';
import { CheckIcon, IconSvg, type IconProps } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import styles from './footer.module.css';
import { ROUTES } from '@/domain/routes';
import { searchHref } from '@/domain/paths';

function ExternalIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
    </IconSvg>
  );
}

const highlights = ['resolution', 'unlimited', 'validity', 'retention'] as const;

export function Footer() {
  const { t } = useTranslation('layout');
  const email = `kefu@${env.siteDomain}`;
  const payment = usePaymentEntry().open;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.highlights}>
          {highlights.map((key) => (
            <li key={key}>
              <CheckIcon size={16} className={styles.check} />
              {t(`footer.highlights.${key}`)}
            </li>
          ))}
        </ul>
        <div className={styles.main}>
          <div className={styles.about}>
            <Logo size="sm" />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          <nav className={styles.columns} aria-label={t('footer.label')}>
            <div>
              <h2 className={styles.heading}>{t('footer.product')}</h2>
              <ul className={styles.list}>
                <li>
                  <Link to={ROUTES.download.path}>{t('footer.downloadApp')}</Link>
                </li>
                {payment && (
                  <li>
                    <Link to={ROUTES.payment.path}>{t('footer.pricing')}</Link>
                  </li>
                )}
                <li>
                  {/* A full document load: only /workbench documents get the CSP qiankun needs (ADR 0007). */}
                  <Link to={hrefOf('workbench')} reloadDocument>
                    {t('footer.workbench')}
                  </Link>
                </li>
                <li>
                  <Link to={searchHref()}>{t('footer.search')}</Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className={styles.heading}>{t('footer.support')}</h2>
              <ul className={styles.list}>
                <li>
                  <Link to={ROUTES.guide.path}>{t('footer.guide')}</Link>
                </li>
                <li>
                  <Link to={ROUTES.help.path}>{t('footer.helpCenter')}</Link>
                </li>
                <li>
                  <a href={ROUTES.agreementUser.path} target="_blank" rel="noopener">
                    {t('footer.userAgreement')}
                    <ExternalIcon size={12} className={styles.external} />
                  </a>
                </li>
                <li>
                  <a href={ROUTES.agreementPrivacy.path} target="_blank" rel="noopener">
                    {t('footer.privacy')}
                    <ExternalIcon size={12} className={styles.external} />
                  </a>
                </li>
              </ul>
            </div>
            <div>
              <h2 className={styles.heading}>{t('footer.contact')}</h2>
              <ul className={styles.list}>
                <li>
                  <Link to={ROUTES.consultation.path}>{t('footer.consultation')}</Link>
                </li>
                <li>
                  <Link to={ROUTES.cooperation.path}>{t('footer.cooperation')}</Link>
                </li>
                <li>
                  <a href={`mailto:${email}`}>{t('footer.email', { email })}</a>
                </li>
                <li className={styles.plain}>{t('footer.hours')}</li>
              </ul>
            </div>
          </nav>
        </div>
        <div className={styles.legal}>
          <span>{t('footer.copyright')}</span>
          {/* The build's own filing numbers, each only when set (src/shared/config/filing.ts). */}
          {env.icpFiling && (
            <a href={ICP_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
              {env.icpFiling}
            </a>
          )}
          {env.psbFiling && (
            <a href={psbRegistryUrl(env.psbFiling)} target="_blank" rel="noopener noreferrer">
              {env.psbFiling}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
