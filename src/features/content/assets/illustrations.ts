import type { IllustrationKey } from '@/content/types';
import desktop from './desktop.svg?no-inline';
import gallery from './gallery.svg?no-inline';
import phone from './phone.svg?no-inline';
import portraitBefore from './portrait-before.svg?no-inline';
import portrait from './portrait.svg?no-inline';
import stage from './stage.svg?no-inline';
import travel from './travel.svg?no-inline';

/** Every illustration is 640 × 480 (4:3); files, never inlined, so that the HTML stays small. */
export const ILLUSTRATION_SIZE = { width: 640, height: 480 } as const;

export const ILLUSTRATIONS: Readonly<Record<IllustrationKey, string>> = {
  portrait,
  'portrait-before': portraitBefore,
  travel,
  stage,
  desktop,
  phone,
  gallery,
};

/** The unretouched version of `portrait`, for the before/after comparison. */
export const PORTRAIT_BEFORE = ILLUSTRATIONS['portrait-before'];
