import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export type PageHeroProps = {
  heading: string;
  lead?: string;
  eyebrow?: ReactNode;
  /** Actions or a search box under the lead. */
  children?: ReactNode;
  /** Shown beside the text on wide screens (an illustration, a QR card). */
  aside?: ReactNode;
  headingId?: string;
};

/** The heading band every inner visitor page opens with. */
export function PageHero({ heading, lead, eyebrow, children, aside, headingId }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={[styles.inner, aside ? styles.withAside : ''].join(' ')}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.heading}>
            {heading}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children && <div className={styles.extra}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
