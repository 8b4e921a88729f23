import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceListQueryOptions, imInfoQueryOptions } from '@/api/queries/account';
import { toMachine } from '@/api/models';
import type { Device, Machine } from '@/api/types';
import { formatDateTime, formatFileSize } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notify';
import { DeviceIcon } from '../nav-icons';
import { ProfilePage } from '../profile-page';
import { QueryState } from '../query-state';
import { machineView, platformKey, versionFromSetupFile } from './machine';
import { useUnbindDevice } from './use-unbind-device';
import base from '../profile.module.css';
import styles from './device.module.css';
import { ROUTES } from '@/domain/routes';

function Specs({ machine, lastActive }: { machine: Machine; lastActive?: number }) {
  const { t } = useTranslation('profile');
  const rows: Array<[string, string]> = [
    [t('device.fields.os'), machine.osVersion],
    [t('device.fields.cpu'), t('device.cpuCores', { cpu: machine.cpu, n: machine.cpuNum })],
    [t('device.fields.gpu'), machine.gpu],
    [
      t('device.fields.memory'),
      t('device.memory', {
        total: formatFileSize(machine.totalmem),
        free: formatFileSize(machine.freemem),
      }),
    ],
    [t('device.fields.mac'), machine.macAddr],
  ];
  if (lastActive) rows.push([t('device.fields.lastActive'), formatDateTime(lastActive)]);
  return (
    <dl className={styles.specs}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.spec}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The machine of /v1/ow/im/info (with its retries in CALL_POLICIES, src/api/call-policy.ts) and how
 * its client version compares.
 */
function CurrentMachine() {
  const { t } = useTranslation('profile');
  const info = useQuery(imInfoQueryOptions());
  return (
    <section className={base.card} aria-labelledby="current-machine">
      <div className={base.cardHeader}>
        <h2 id="current-machine" className={base.cardTitle}>
          {t('device.current.heading')}
        </h2>
      </div>
      <QueryState query={info} placeholderClassName={styles.machinePlaceholder}>
        {(data) => {
          const view = machineView(data);
          if (!view) {
            return (
              <EmptyState
                compact
                message={t('device.current.none')}
                action={
                  <LinkButton to={ROUTES.download.path}>
                    {t('device.current.downloadClient')}
                  </LinkButton>
                }
              />
            );
          }
          const { machine } = view;
          return (
            <div className={styles.current}>
              <div className={styles.machineHead}>
                <span className={styles.machineIcon} aria-hidden="true">
                  <DeviceIcon />
                </span>
                <div>
                  <p className={styles.hostName}>{machine.hostName}</p>
                  <p className={base.muted}>
                    {t(`device.platform.${platformKey(machine.platform)}`)}
                  </p>
                </div>
              </div>
              <div className={styles.versions} data-outdated={view.outdated || undefined}>
                <div className={styles.version}>
                  <span className={base.small}>{t('device.current.installed')}</span>
                  <strong>{view.installedVersion ?? t('device.current.unknownVersion')}</strong>
                </div>
                <div className={styles.version}>
                  <span className={base.small}>{t('device.current.latest')}</span>
                  <strong>{view.latestVersion || t('device.current.unknownVersion')}</strong>
                </div>
                <div className={styles.versionState}>
                  {view.outdated ? (
                    <>
                      <span className={base.tag} data-tone="warning">
                        {t('device.current.outdated')}
                      </span>
                      <LinkButton size="sm" to={ROUTES.download.path}>
                        {t('device.current.download')}
                      </LinkButton>
                    </>
                  ) : (
                    view.installedVersion && (
                      <span className={base.tag} data-tone="success">
                        {t('device.current.upToDate')}
                      </span>
                    )
                  )}
                </div>
              </div>
              <Specs machine={machine} />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

function DeviceItem({ device, onUnbind }: { device: Device; onUnbind: (device: Device) => void }) {
  const { t } = useTranslation('profile');
  const machine = toMachine(device);
  const version = versionFromSetupFile(device.setup_file_name);
  if (!machine) return null;
  return (
    <li className={styles.device}>
      <div className={styles.deviceHead}>
        <div className={styles.deviceTitle}>
          <p className={styles.hostName}>{device.host_name}</p>
          <p className={base.muted}>
            {t(`device.platform.${platformKey(device.platform)}`)}
            {version ? ` · v${version}` : ''}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onUnbind(device)}
          aria-label={t('device.list.unbindLabel', { name: device.host_name })}
        >
          {t('device.list.unbind')}
        </Button>
      </div>
      <Specs machine={machine} lastActive={device.last_active_at} />
    </li>
  );
}

/** /profile/device: the latest machine and version, and every bound device with unbind. */
function DevicePage() {
  const { t } = useTranslation('profile');
  const devices = useQuery(deviceListQueryOptions());
  const [target, setTarget] = useState<Device | null>(null);
  const unbind = useUnbindDevice();
  return (
    <ProfilePage heading={t('device.heading')} lead={t('device.lead')}>
      <CurrentMachine />
      <section className={base.card} aria-labelledby="bound-devices">
        <div className={base.cardHeader}>
          <h2 id="bound-devices" className={base.cardTitle}>
            {t('device.list.heading')}
          </h2>
          {devices.data && (
            <span className={base.muted}>
              {t('device.list.count', { n: devices.data.list.length })}
            </span>
          )}
        </div>
        <QueryState query={devices}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState compact message={t('device.list.empty')} />
            ) : (
              <ul className={styles.devices}>
                {data.list.map((device) => (
                  <DeviceItem key={device.id} device={device} onUnbind={setTarget} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={t('device.unbind.title')}
        message={target ? t('device.unbind.message', { name: target.host_name }) : undefined}
        onConfirm={async () => {
          if (!target) return;
          const name = target.host_name;
          await unbind.mutateAsync(target.id);
          void notify(t('device.unbind.done', { name }), 'success');
        }}
      />
    </ProfilePage>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { DevicePage as Component };
