import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LegalBlock } from '@/content/types';
import { env } from '@/shared/config/env';
import styles from './agreement-page.module.css';

/** The address the agreements give for requests (the footer and the contact pages show it too). */
const EMAIL = `kefu@${env.siteDomain}`;

// `**bold**`, `[label](/path or #section)`, `{email}` (src/content/types.ts LegalBlock).
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\{email\}/g;

/** One line of agreement text with its inline markup as elements. */
function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(
        <strong key={at} className={styles.strong}>
          <Inline text={bold} />
        </strong>,
      );
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        // A section of this page: a plain fragment link, as the table of contents uses.
        href.startsWith('#') ? (
          <a key={at} href={href}>
            {label}
          </a>
        ) : (
          <Link key={at} to={href}>
            {label}
          </Link>
        ),
      );
    } else {
      parts.push(
        <a key={at} href={`mailto:${EMAIL}`}>
          {EMAIL}
        </a>,
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The blocks of an agreement's intro or of one section. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'p':
            return (
              <p key={index} className={styles.p}>
                <Inline text={block.text} />
              </p>
            );
          case 'h3':
            return (
              <h3 key={index} className={styles.h3}>
                {block.text}
              </h3>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index} className={styles[block.type]}>
                {block.items.map((item) => (
                  <li key={item}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
