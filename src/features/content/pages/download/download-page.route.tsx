import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import downloadQr from 'virtual:download-qr';
import { enumerateInfoQueryOptions } from '@/api/queries/public';
import { DevicePlatform } from '@/shared/enums';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import { AnchorButton } from '@/shared/ui/link-button';
import {
  AndroidMark,
  AppleMark,
  LinkIcon,
  MacMark,
  WindowsMark,
} from '@/features/content/components/content-icons';
import { PageHero } from '@/features/content/components/page-hero';
import { QrCode } from '@/features/content/components/qr-code';
import section from '@/features/content/pages/section.module.css';
import { pickDownloads } from '@/features/content/lib/downloads';
import { useMiniProgramLink } from '@/features/content/lib/use-mini-program-link';
import { usePayActions } from '@/features/content/lib/use-pay-actions';
import { useVisitorPlatform } from '@/features/content/lib/use-visitor-platform';
import { useIsPhoneWechat } from '@/features/content/lib/use-is-phone-wechat';
import { staticPageMeta } from '@/features/content/seo/route-meta';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import { DownloadCard } from './download-card';
import styles from './download-page.module.css';
import { ROUTES } from '@/domain/routes';

// Only WeChat on a phone opens the guide: its code (Radix Dialog and its stylesheet) loads there,
// once the page is React's, and is not in the way of any other visitor's hydration.
const WechatDownloadGuide = lazy(() =>
  import('./wechat-download-guide').then((m) => ({ default: m.WechatDownloadGuide })),
);

const HIGHLIGHTS = ['free', 'sync', 'safe'] as const;

function QrCard() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.qrCard}>
      <QrCode drawing={downloadQr} label={t('download.qr.alt')} />
      <p className={styles.qrTitle}>{t('download.qr.title')}</p>
      <p className={styles.qrHint}>{t('download.qr.hint')}</p>
    </div>
  );
}

function MiniProgram() {
  const { t } = useTranslation('content');
  const link = useMiniProgramLink();
  const [copied, setCopied] = useState(false);
  const url = link.data?.url_link;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.mini} aria-labelledby="mini-program">
      <div className={styles.miniText}>
        <h2 id="mini-program" className={styles.miniTitle}>
          {t('download.miniProgram.title')}
        </h2>
        <p className={styles.miniLead}>{t('download.miniProgram.text')}</p>
      </div>
      {url ? (
        <div className={styles.miniResult}>
          <label className={styles.miniLabel}>
            <span className={styles.visuallyHidden}>{t('download.miniProgram.linkLabel')}</span>
            <input
              className={styles.miniInput}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
          </label>
          <div className={styles.miniActions}>
            <AnchorButton href={url} icon={<LinkIcon size={18} />}>
              {t('download.miniProgram.open')}
            </AnchorButton>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('download.miniProgram.copied') : t('download.miniProgram.copy')}
            </Button>
          </div>
          <p className={styles.miniExpires}>{t('download.miniProgram.expires')}</p>
        </div>
      ) : (
        <Button size="lg" loading={link.isPending} onClick={() => link.mutate()}>
          {t('download.miniProgram.action')}
        </Button>
      )}
    </section>
  );
}

/**
 * `/download` (docs/product-rules.md §2): the apps (107 iOS, 108 Android) and desktop builds from
 * enumerate/info.
 */
function DownloadPage() {
  const { t } = useTranslation('content');
  usePageMeta(staticPageMeta('download'));
  const query = useQuery(enumerateInfoQueryOptions());
  const builds = pickDownloads(query.data?.list ?? []);
  const platform = useVisitorPlatform();
  const { showActions, actionProps } = usePayActions();
  const common = { status: query.status, showActions, actionProps };
  // Inside WeChat on a phone a download link goes nowhere: the guide to the browser instead. The
  // App Store link is the exception (WeChat opens it).
  const inWechat = useIsPhoneWechat();
  const [guideFor, setGuideFor] = useState<string | null>(null);
  const toBrowserGuide = inWechat
    ? (event: MouseEvent<HTMLAnchorElement>, label: string) => {
        event.preventDefault();
        setGuideFor(label);
      }
    : undefined;
  const p = 'download.platforms';
  return (
    <>
      <PageHero heading={t('download.heading')} lead={t('download.lead')} aside={<QrCard />}>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <CheckIcon size={16} className={styles.highlightIcon} />
              {t(`download.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className={`${section.container} ${styles.body}`}>
        {query.isError && (
          <div className={styles.error} role="alert">
            <p>{t('download.failed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        )}
        {query.isPending && (
          <p className={styles.visuallyHidden} role="status">
            {t('download.loading')}
          </p>
        )}
        <section aria-labelledby="download-phones" aria-busy={query.isPending || undefined}>
          <h2 id="download-phones" className={styles.groupTitle}>
            {t('download.phones')}
          </h2>
          <div className={styles.grid}>
            <DownloadCard
              id="ios"
              name={t(`${p}.ios.name`)}
              requirement={t(`${p}.ios.requirement`)}
              mark={<AppleMark />}
              targets={[{ label: t(`${p}.ios.action`), entry: builds.ios, testId: 'download-ios' }]}
              current={platform === DevicePlatform.Ios}
              {...common}
            />
            <DownloadCard
              id="android"
              name={t(`${p}.android.name`)}
              requirement={t(`${p}.android.requirement`)}
              mark={<AndroidMark />}
              targets={[
                {
                  label: t(`${p}.android.action`),
                  entry: builds.android,
                  testId: 'download-android',
                },
              ]}
              current={platform === DevicePlatform.Android}
              onDownload={toBrowserGuide}
              {...common}
            />
          </div>
        </section>
        <section aria-labelledby="download-desktops" aria-busy={query.isPending || undefined}>
          <h2 id="download-desktops" className={styles.groupTitle}>
            {t('download.desktops')}
          </h2>
          <div className={styles.grid}>
            <DownloadCard
              id="win"
              name={t(`${p}.win.name`)}
              requirement={t(`${p}.win.requirement`)}
              mark={<WindowsMark />}
              targets={[{ label: t(`${p}.win.action`), entry: builds.win, testId: 'download-win' }]}
              current={platform === DevicePlatform.Win}
              onDownload={toBrowserGuide}
              {...common}
            />
            <DownloadCard
              id="mac"
              name={t(`${p}.mac.name`)}
              requirement={t(`${p}.mac.requirement`)}
              mark={<MacMark />}
              targets={[
                { label: t(`${p}.mac.arm`), entry: builds.macArm, testId: 'download-mac-arm' },
                {
                  label: t(`${p}.mac.intel`),
                  entry: builds.macIntel,
                  testId: 'download-mac-intel',
                },
              ]}
              current={platform === DevicePlatform.Mac}
              onDownload={toBrowserGuide}
              {...common}
            />
          </div>
          <p className={styles.note}>
            <Link to={`${ROUTES.help.path}#which-mac`}>{t('download.whichMac')}</Link>
          </p>
        </section>
        <MiniProgram />
      </div>
      {inWechat && (
        <Suspense fallback={null}>
          <WechatDownloadGuide action={guideFor} onClose={() => setGuideFor(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { DownloadPage as Component };
