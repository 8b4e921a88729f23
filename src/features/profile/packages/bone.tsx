import skeleton from '@/shared/ui/skeleton.module.css';
import styles from './packages.module.css';

/**
 * Stands in for one line of a figure, a large figure or a buy link while /profile/packages loads:
 * as tall as what replaces it. A buy link's bone is a pay action, hidden with the links by the
 * flag query's pre-paint style (scripts/prerender.ts).
 */
export function Bone({
  kind = 'line',
  width,
}: {
  kind?: 'line' | 'big' | 'button';
  width?: string;
}) {
  return (
    <span
      className={`${styles.bone} ${skeleton.pulse}`}
      data-kind={kind}
      data-pay-action={kind === 'button' ? '' : undefined}
      style={width ? { width } : undefined}
      aria-hidden="true"
    />
  );
}
