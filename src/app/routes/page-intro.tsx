import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The heading block every content page opens with. */
export function PageIntro({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.intro}>
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
