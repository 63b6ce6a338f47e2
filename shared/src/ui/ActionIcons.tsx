import type { SVGProps } from 'react';

export type ActionIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * Decorative action icons (24-unit grid, currentColor) for buttons: like, share, edit, delete, reply, open.
 * Same drawing rules as `Icon`; emoji are never used, they render as boxes without an emoji font.
 */
function makeIcon(name: string, paths: readonly string[], filled = false) {
  function ActionIcon({ size = 18, ...rest }: ActionIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  ActionIcon.displayName = name;
  return ActionIcon;
}

const HEART = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

export const HeartIcon = makeIcon('HeartIcon', [HEART]);
export const HeartFilledIcon = makeIcon('HeartFilledIcon', [HEART], true);
export const ShareIcon = makeIcon('ShareIcon', [
  'M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7',
  'M16 6l-4-4-4 4',
  'M12 2v13',
]);
export const PencilIcon = makeIcon('PencilIcon', ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z']);
export const TrashIcon = makeIcon('TrashIcon', [
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
]);
export const ExternalLinkIcon = makeIcon('ExternalLinkIcon', [
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  'M15 3h6v6',
  'M10 14L21 3',
]);
export const ReplyIcon = makeIcon('ReplyIcon', ['M9 17l-5-5 5-5', 'M20 18v-2a4 4 0 0 0-4-4H4']);
export const HeadphonesIcon = makeIcon('HeadphonesIcon', [
  'M3 18v-6a9 9 0 0 1 18 0v6',
  'M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3z',
  'M3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z',
]);
export const ImageIcon = makeIcon('ImageIcon', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
