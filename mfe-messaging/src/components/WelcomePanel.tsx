import styled from 'styled-components';
import { Icon, theme, type IconName, stack, iconCircle } from '@podbridge/kit';
import { useMessagingTexts } from '../texts';

/** The three steps, each with its texts under `welcome.steps.<key>`. */
const STEPS: { icon: IconName; key: 'search' | 'start' | 'connect' }[] = [
  { icon: 'search', key: 'search' },
  { icon: 'chat', key: 'start' },
  { icon: 'star', key: 'connect' },
];

const Panel = styled.section`
  ${stack('lg')}
  align-items: center;
  justify-content: center;
  min-height: 420px;
  padding: ${theme.spacing.xl} ${theme.spacing.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  text-align: center;
`;

const Mark = styled.span`
  ${iconCircle('72px')}
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const Lead = styled.p`
  max-width: 440px;
  color: ${theme.colors.textMuted};
`;

const Steps = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.spacing.md};
  width: 100%;
  max-width: 640px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  ${stack('xs')}
  align-items: center;
  padding: ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  svg {
    color: ${theme.colors.primary};
  }
`;

/** What Messages shows until a conversation is open. */
export function WelcomePanel() {
  const { t } = useMessagingTexts();
  return (
    <Panel aria-labelledby="messages-welcome">
      <Mark aria-hidden="true">
        <Icon name="chat" size={32} />
      </Mark>
      <Title id="messages-welcome">{t('welcome.title')}</Title>
      <Lead>{t('welcome.lead')}</Lead>
      <Steps>
        {STEPS.map((step) => (
          <Step key={step.key}>
            <Icon name={step.icon} size={24} />
            <h3>{t(`welcome.steps.${step.key}.title`)}</h3>
            <p>{t(`welcome.steps.${step.key}.text`)}</p>
          </Step>
        ))}
      </Steps>
    </Panel>
  );
}
