import styled from 'styled-components';
import { ButtonAnchor, Card, Container, Icon, PageHeader, media, theme, useDocumentTitle, wrap } from '@podbridge/kit';
import { ContactForm } from './ContactForm';
import { BUSINESS_HOURS, CONTACT_METHODS, FAQ, RESPONSE_TIMES } from './content';
import { useShellTexts } from '../../texts';

const Layout = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};
  padding: ${theme.spacing.xl} 0 ${theme.spacing.xxl};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }

  h2 {
    margin: 0 0 ${theme.spacing.md};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};

  dl,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.spacing.sm};
  }

  dl div,
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.spacing.md};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
  }

  /* A time such as "within 72 hours" stays on one line; the category beside it wraps instead. */
  dd,
  li strong {
    flex-shrink: 0;
    white-space: nowrap;
  }

  p {
    margin: 0 0 ${theme.spacing.md};
  }
`;

const Methods = styled.div`
  display: grid;
  gap: ${theme.spacing.md};
  margin-top: ${theme.spacing.xl};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  a,
  span {
    color: ${theme.colors.textMuted};
  }

  strong {
    display: flex;
    align-items: center;
    gap: ${theme.spacing.sm};
    margin-bottom: ${theme.spacing.xs};
    color: ${theme.colors.primary};
  }
`;

const Faq = styled.section`
  padding-bottom: ${theme.spacing.xxl};

  details {
    padding: ${theme.spacing.md} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  /* The browser's disclosure triangle gives way to a chevron at the end of the question that turns when open. */
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing.md};
    cursor: pointer;
    font-weight: ${theme.fontWeights.semibold};
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    flex-shrink: 0;
    width: 8px;
    height: 8px;
    margin-right: 4px;
    border-right: 2px solid ${theme.colors.textMuted};
    border-bottom: 2px solid ${theme.colors.textMuted};
    transform: rotate(45deg);
    transition: transform ${theme.transitions.fast};
  }
  details[open] summary::after {
    transform: rotate(-135deg);
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${theme.shadows.focus};
    border-radius: ${theme.radii.sm};
  }

  p {
    margin: ${theme.spacing.sm} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  ${wrap('sm')}
`;

/** /contact: how to reach the team, the message form, hours, response times and FAQ. */
export function ContactPage() {
  const { t } = useShellTexts();
  useDocumentTitle(t('titles.contact'));
  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Container>
        <Methods>
          {CONTACT_METHODS.map((method) => (
            <Card key={method.key}>
              <strong>
                <Icon name={method.icon} size={18} />
                {t(`contact.methods.${method.key}`)}
              </strong>
              {method.href ? (
                <a href={method.href}>{method.value}</a>
              ) : (
                <span>{method.value ?? t('footer.address')}</span>
              )}
            </Card>
          ))}
        </Methods>
        <Layout>
          <Card>
            <h2>{t('contact.formTitle')}</h2>
            <ContactForm />
          </Card>
          <Side>
            <Card>
              <h2>{t('contact.hoursTitle')}</h2>
              <dl>
                {BUSINESS_HOURS.map((days) => (
                  <div key={days}>
                    <dt>{t(`contact.hours.${days}`)}</dt>
                    <dd>{t(`contact.hours.${days}Hours`)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h2>{t('contact.responseTitle')}</h2>
              <ul>
                {RESPONSE_TIMES.map((category) => (
                  <li key={category}>
                    <span>{t(`contact.responses.${category}`)}</span>
                    <strong>{t(`contact.responses.${category}Time`)}</strong>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h2>{t('contact.helpTitle')}</h2>
              <p>{t('contact.helpText')}</p>
              <Actions>
                <ButtonAnchor href="mailto:support@podbridge.se" size="sm">
                  <Icon name="mail" size={16} /> {t('contact.emailSupport')}
                </ButtonAnchor>
                <ButtonAnchor href="#faq-heading" size="sm" variant="outline">
                  {t('contact.readFaq')}
                </ButtonAnchor>
              </Actions>
            </Card>
          </Side>
        </Layout>
        <Faq aria-labelledby="faq-heading">
          <h2 id="faq-heading">{t('contact.faqTitle')}</h2>
          {FAQ.map((entry) => (
            <details key={entry}>
              <summary>{t(`contact.faq.${entry}.question`)}</summary>
              <p>{t(`contact.faq.${entry}.answer`)}</p>
            </details>
          ))}
        </Faq>
      </Container>
    </>
  );
}
