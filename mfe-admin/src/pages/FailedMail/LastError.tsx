import { useState } from 'react';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { theme } from '@podbridge/kit';
import { useAdminTexts } from '../../texts';

/** Longer answers (a mail server's can run to several lines) show this much until opened. */
export const ERROR_PREVIEW_CHARS = 80;

const Answer = styled.span`
  overflow-wrap: anywhere;
`;

const Details = styled.details`
  summary {
    cursor: pointer;
  }
  summary span + span {
    margin-left: ${theme.spacing.xs};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const Full = styled(Answer).attrs({ as: 'pre' })`
  display: block;
  margin: ${theme.spacing.xs} 0 0;
  font-family: inherit;
  padding: ${theme.spacing.xs} ${theme.spacing.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  white-space: pre-wrap;
`;

/**
 * What the mail server (or the mailer) answered the last time: whole when short, else its first line's worth with
 * the full text a click away (a disclosure, so it opens on a phone and to a keyboard as well).
 */
export function LastError({ text }: { text: string | null }) {
  const { t } = useAdminTexts();
  const [open, setOpen] = useState(false);
  if (!text) return <>—</>;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= ERROR_PREVIEW_CHARS) return <Answer>{oneLine}</Answer>;
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {!open && <Answer>{previewChars(oneLine, ERROR_PREVIEW_CHARS)}</Answer>}
        <span>{t(open ? 'failedMail.showLess' : 'failedMail.showAll')}</span>
      </summary>
      <Full>{text}</Full>
    </Details>
  );
}
