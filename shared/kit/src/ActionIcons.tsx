import { Icon, type IconName, type IconProps } from './Icon';

export type ActionIconProps = Omit<IconProps, 'name'>;

/** Named shorthands of `Icon` for action buttons: like, share, edit, delete, reply, open, listen, view. */
function actionIcon(name: IconName, filled = false) {
  function ActionIcon({ size = 18, ...rest }: ActionIconProps) {
    return <Icon name={name} size={size} filled={filled} {...rest} />;
  }
  ActionIcon.displayName = `${name}Icon`;
  return ActionIcon;
}

export const HeartIcon = actionIcon('heart');
export const HeartFilledIcon = actionIcon('heart', true);
export const ShareIcon = actionIcon('share');
export const PencilIcon = actionIcon('pencil');
export const TrashIcon = actionIcon('trash');
export const ExternalLinkIcon = actionIcon('externalLink');
export const ReplyIcon = actionIcon('reply');
export const HeadphonesIcon = actionIcon('headphones');
export const ImageIcon = actionIcon('image');
