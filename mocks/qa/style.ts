/**
 * The QA panel's look. Styles go through React's style prop (CSSOM), which the site's strict
 * Content-Security-Policy still allows.
 */
import type { CSSProperties } from 'react';

export const colors = {
  bg: '#1f2937',
  text: '#f9fafb',
  muted: '#d1d5db',
  link: '#bfdbfe',
  accent: '#fde68a',
  field: '#111827',
};

export const heading: CSSProperties = { margin: '0 0 4px', fontSize: 12, color: colors.accent };

export const section: CSSProperties = {
  marginTop: 10,
  paddingTop: 8,
  borderTop: '1px solid #374151',
};

export const field: CSSProperties = {
  background: colors.field,
  color: colors.text,
  border: `1px solid ${colors.muted}`,
  borderRadius: 4,
  padding: '2px 4px',
  fontSize: 12,
  maxWidth: '100%',
};

export const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  margin: '4px 0',
};

export const smallButton: CSSProperties = {
  padding: '2px 8px',
  background: colors.field,
  color: colors.text,
  border: `1px solid ${colors.muted}`,
  borderRadius: 4,
  cursor: 'pointer',
  fontSize: 12,
};

export const accentButton: CSSProperties = {
  ...smallButton,
  background: colors.accent,
  color: '#111827',
  border: 0,
};
