import styled from 'styled-components';
import type { TrackRecordProps } from '@podbridge/shared/types';
import { RemoteSlot } from '@podbridge/shared/remotes';

/** Keeps the track record's first line in place while it loads, so the page below does not jump. */
const Reserved = styled.div`
  min-height: 88px;
`;

/**
 * What bookings say about a user (rating, reviews, recorded appearances), from the messaging remote. Without it
 * the page simply goes without: the profile itself is what the visitor came for.
 */
export function TrackRecordSlot({ userId, role }: TrackRecordProps) {
  return (
    <RemoteSlot
      module="messaging/TrackRecord"
      props={{ userId, role }}
      loading={<Reserved aria-hidden="true" />}
      fallback={() => null}
    />
  );
}
