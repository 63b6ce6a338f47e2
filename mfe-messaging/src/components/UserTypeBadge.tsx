import type { UserType } from '@podbridge/shared/types';
import { Badge, type BadgeVariant } from '@podbridge/kit';
import { useMessagingTexts } from '../texts';

const TYPE_BADGES: Record<UserType, BadgeVariant> = {
  expert: 'accent',
  podcaster: 'primary',
  listener: 'neutral',
};

/** 'Expert', 'Podcaster' or 'Listener' (in the site's language), in the colour of that type. */
export function UserTypeBadge({ userType }: { userType: UserType }) {
  const { t } = useMessagingTexts();
  return <Badge variant={TYPE_BADGES[userType]}>{t(`userTypes.${userType}`)}</Badge>;
}
