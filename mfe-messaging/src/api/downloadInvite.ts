import { apiClient } from '@podbridge/shared/api';

/**
 * GET /bookings/{id}/invite.ics: the scheduled recording as a calendar file (the same event the emails carry).
 * Fetched with the session's token, then handed to the browser as a download.
 */
export async function downloadInvite(id: number): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/bookings/${id}/invite.ics`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `podbridge-booking-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
