import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wrap } from './layoutRules';
import { ButtonLink } from './Button';
import { Card } from './Card';
import type { PageLink } from './DetailLayout';
import { EmptyState } from './EmptyState';
import { Icon, type IconName } from './Icon';

const Links = styled.div`
  ${wrap('sm')}
  justify-content: center;
`;

export interface NoticeCardProps {
  icon: IconName;
  title: string;
  hint: ReactNode;
  /** What the user should do next, e.g. Create Podcaster Profile. */
  next: PageLink;
  /** A quieter way out beside it, e.g. Back to Podcasts. */
  back?: PageLink;
}

/** A notice in a card, shown instead of a form the user may not use yet: icon, title, text and links. */
export function NoticeCard({ icon, title, hint, next, back }: NoticeCardProps) {
  const nextLink = <ButtonLink to={next.to}>{next.label}</ButtonLink>;
  return (
    <Card>
      <EmptyState
        icon={<Icon name={icon} size={28} />}
        title={title}
        hint={hint}
        action={
          back ? (
            <Links>
              {nextLink}
              <ButtonLink to={back.to} variant="light">
                {back.label}
              </ButtonLink>
            </Links>
          ) : (
            nextLink
          )
        }
      />
    </Card>
  );
}
