import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Polling interval of the chat and the conversations while the live stream is not connected. */
export const POLL_INTERVAL_MS = 5000;

/** 'off': no stream wanted (signed out, no screen needs it); 'down': wanted but not connected right now. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down';

export const liveStatusStore = createStore<{ status: LiveStatus }>(() => ({ status: 'off' }));

export function useLiveStatus(): LiveStatus {
  return useStore(liveStatusStore, (state) => state.status);
}

/** False while events arrive live; otherwise the 5-second polling takes over. */
export function usePollingInterval(): number | false {
  return useLiveStatus() === 'live' ? false : POLL_INTERVAL_MS;
}
