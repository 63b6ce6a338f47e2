import styled from 'styled-components';
import { externalUrl, localName, spokenLanguageName } from '@podbridge/shared/format';
import type { Expert } from '@podbridge/shared/types';
import { Badge, Card, CardTitle, Icon } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';
import { Badges, Contact, ExternalLink, Section, Subheading } from './AboutParts';
import { GuestDetails } from './GuestDetails';
import { PastAppearances } from './PastAppearances';

const Bio = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * Expertise, bio, categories and the contact details the expert published, with the languages
 * spoken, what a show needs to book them and their past appearances.
 */
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
      {expert.languages.length > 0 && (
        <Section>
          <Subheading>{t('about.languages')}</Subheading>
          <Badges aria-label={t('about.languages')}>
            {expert.languages.map((code) => (
              <li key={code}>
                <Badge variant="info">{spokenLanguageName(code, i18n.language)}</Badge>
              </li>
            ))}
          </Badges>
        </Section>
      )}
      <GuestDetails expert={expert} />
      <PastAppearances appearances={expert.past_appearances} />
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
