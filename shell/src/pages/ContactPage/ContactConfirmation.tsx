import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, theme, focusRing } from '@podbridge/kit';
import type { ContactRequest } from '../../api/sendContactMessage';
import { NAV_BAR_HEIGHT } from '../../components/NavBar/NavBar';
import { useShellTexts } from '../../texts';
import { RESPONSE_TIME_OF_CATEGORY } from './content';

/** Scrolled to its top, it starts just below the sticky navigation bar, with a little air. */
const Panel = styled.div`
  display: grid;
  gap: ${theme.spacing.md};
  padding: ${theme.spacing.lg};
  scroll-margin-top: calc(${NAV_BAR_HEIGHT} + ${theme.spacing.md});
  border: 1px solid ${theme.colors.success}33;
  border-left: 4px solid ${theme.colors.success};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.successSoft};

  ${focusRing}

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.success};
  }

  p {
    margin: 0;
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.spacing.xs} ${theme.spacing.md};
    margin: 0;
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export interface ContactConfirmationProps {
  /** The message as it was sent. */
  message: ContactRequest;
  /** Brings the form back, empty. */
  onSendAnother: () => void;
}

/**
 * What the reader sees instead of the form once their message is sent: what went, where the answer goes and when
 * to expect it. It takes the focus and scrolls into view, so neither a screen reader nor the sticky bar hides it.
 */
export function ContactConfirmation({ message, onSendAnother }: ContactConfirmationProps) {
  const { t } = useShellTexts();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const responseTime = RESPONSE_TIME_OF_CATEGORY[message.category];

  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <Panel ref={panel} role="status" tabIndex={-1} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('contact.sent.title')}</h3>
      <p>{t('contact.form.success')}</p>
      <dl>
        <dt>{t('contact.form.subject')}</dt>
        <dd>{message.subject}</dd>
        <dt>{t('contact.form.category')}</dt>
        <dd>{t(`contact.form.categories.${message.category}`)}</dd>
        <dt>{t('contact.sent.replyTo')}</dt>
        <dd>{message.email}</dd>
      </dl>
      {responseTime && <p>{t('contact.sent.responseTime', { time: t(`contact.responses.${responseTime}Time`) })}</p>}
      <div>
        <Button variant="outline" onClick={onSendAnother}>
          {t('contact.sent.another')}
        </Button>
      </div>
    </Panel>
  );
}
