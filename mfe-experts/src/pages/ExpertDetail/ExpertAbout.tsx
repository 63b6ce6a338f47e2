import styled from 'styled-components';
import { externalUrl, localName } from '@podbridge/shared/format';
import type { Expert } from '@podbridge/shared/types';
import { Badge, Card, CardTitle, ExternalLinkIcon, Icon, VisuallyHidden, media, theme } from '@podbridge/shared/ui';
import { useExpertTexts } from '../../texts';

const Bio = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Section = styled.div`
  margin-top: ${theme.spacing.lg};
`;

const Subheading = styled.h3`
  margin-bottom: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textMuted};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Contact = styled.dl`
  display: grid;
  gap: ${theme.spacing.xs} ${theme.spacing.lg};
  margin-top: ${theme.spacing.lg};
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    overflow-wrap: anywhere;
    margin-bottom: ${theme.spacing.xs};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
  }
`;

function ExternalLink({ url }: { url: string }) {
  const { t } = useExpertTexts();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url} <ExternalLinkIcon size={14} />
      <VisuallyHidden>{t('about.newTab')}</VisuallyHidden>
    </a>
  );
}

/** Expertise, bio, categories and the contact details the expert published (spec section 2). */
export function ExpertAbout({ expert }: { expert: Expert }) {
  const { t, i18n } = useExpertTexts();
  const website = externalUrl(expert.website);
  const social = externalUrl(expert.social_media);
  const email = expert.email?.trim();
  const hasContact = !!(expert.website || expert.social_media || email);
  return (
    <Card as="section" aria-labelledby="expert-about">
      <CardTitle id="expert-about">{t('about.title')}</CardTitle>
      <Bio>{expert.bio}</Bio>
      {expert.expertise.length > 0 && (
        <Section>
          <Subheading>{t('about.expertise')}</Subheading>
          <Badges aria-label={t('about.expertise')}>
            {expert.expertise.map((item) => (
              <li key={item}>
                <Badge variant="primary">{item}</Badge>
              </li>
            ))}
          </Badges>
        </Section>
      )}
      {expert.talking_points.length > 0 && (
        <Section>
          <Subheading>{t('about.talkingPoints')}</Subheading>
          <Badges aria-label={t('about.talkingPoints')}>
            {expert.talking_points.map((item) => (
              <li key={item}>
                <Badge variant="neutral">{item}</Badge>
              </li>
            ))}
          </Badges>
        </Section>
      )}
      {expert.categories.length > 0 && (
        <Section>
          <Subheading>{t('about.categories')}</Subheading>
          <Badges aria-label={t('about.categories')}>
            {expert.categories.map((category) => (
              <li key={category.id}>
                <Badge variant="accent">{localName(category, i18n.language)}</Badge>
              </li>
            ))}
          </Badges>
        </Section>
      )}
      {hasContact && (
        <Contact>
          {expert.website && (
            <>
              <dt>
                <Icon name="globe" size={16} /> {t('about.website')}
              </dt>
              <dd>{website ? <ExternalLink url={website} /> : expert.website}</dd>
            </>
          )}
          {expert.social_media && (
            <>
              <dt>
                <Icon name="share" size={16} /> {t('about.socialMedia')}
              </dt>
              <dd>{social ? <ExternalLink url={social} /> : expert.social_media}</dd>
            </>
          )}
          {email && (
            <>
              <dt>
                <Icon name="mail" size={16} /> {t('about.email')}
              </dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          )}
        </Contact>
      )}
    </Card>
  );
}
