import { createLucideIcon, type LucideIcon } from 'lucide-react';
import type { SocialId } from 'shared-contracts';

/*
 * lucide-react 1.x dropped its brand icons, so the social icons are drawn here in lucide's style (24 px grid,
 * 2 px stroke; the first four are the shapes lucide 0.x shipped, ISC licence) and get lucide's props.
 */
const Facebook = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'facebook-f' }],
]);

const Linkedin = createLucideIcon('linkedin', [
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', key: 'linkedin-n' }],
  ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'linkedin-i' }],
  ['circle', { cx: '4', cy: '4', r: '2', key: 'linkedin-dot' }],
]);

const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'instagram-frame' }],
  ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'instagram-lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'instagram-dot' }],
]);

const Youtube = createLucideIcon('youtube', [
  [
    'path',
    {
      d: 'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
      key: 'youtube-screen',
    },
  ],
  ['path', { d: 'm10 15 5-3-5-3z', key: 'youtube-play' }],
]);

/** A rounded square with Vimeo's italic "v". */
const Vimeo = createLucideIcon('vimeo', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'vimeo-frame' }],
  ['path', { d: 'M6.5 9.5c1.2-1 2.2-1.4 2.6-.2l1.8 6c.4 1.2.9 1.1 1.7.1 1.6-2 3-4.4 3.2-5.8.2-1.5-1.3-1.9-2.6-.9', key: 'vimeo-v' }],
]);

export const SOCIAL_ICONS: Record<SocialId, LucideIcon> = {
  facebook: Facebook,
  linkedin: Linkedin,
  instagram: Instagram,
  youtube: Youtube,
  vimeo: Vimeo,
};
