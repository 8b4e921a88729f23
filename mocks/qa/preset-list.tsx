/**
 * The named presets (mocks/state/presets.ts) as links: `?mock=NAME` reloads the page with the
 * preset's dimensions, so a preset is also a URL to share.
 */
import { PRESETS, type Preset } from '../state/presets';
import { colors, heading, section } from './style';

const GROUPS: Array<Preset['group']> = ['账号', '配置', '支付', '网络'];

function presetHref(name: string): string {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()])
    if (key.startsWith('mock-')) url.searchParams.delete(key);
  url.searchParams.set('mock', name);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function PresetList({ current }: { current: string | null }) {
  return (
    <details style={section}>
      <summary style={{ ...heading, cursor: 'pointer', display: 'list-item' }}>
        预设组合（切换会刷新页面）
      </summary>
      {GROUPS.map((group) => (
        <section key={group} style={{ marginTop: 6 }}>
          <h4 style={{ margin: '0 0 2px', fontSize: 12, color: colors.muted }}>{group}</h4>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {PRESETS.filter((p) => p.group === group).map((p) => (
              <li key={p.name} style={{ margin: '2px 0' }}>
                <a
                  href={presetHref(p.name)}
                  aria-current={p.name === current ? 'true' : undefined}
                  style={{
                    color: colors.link,
                    fontWeight: p.name === current ? 700 : 400,
                    textDecoration: 'underline',
                  }}
                >
                  {p.label}
                </a>{' '}
                <code style={{ color: colors.muted }}>{p.name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
