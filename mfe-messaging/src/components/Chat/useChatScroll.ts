import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { UserMessage } from '@podbridge/shared/types';

/** Within this distance of the bottom the reader follows the conversation: a new message scrolls into view. */
const NEAR_BOTTOM_PX = 120;

const distanceFromBottom = (list: HTMLElement) => Math.max(0, list.scrollHeight - list.clientHeight - list.scrollTop);

/**
 * The message list's scrolling: at the latest message when the chat opens; at a new latest message when the reader
 * was near the bottom (or wrote it); where it was when earlier messages come in above, or when the list gets
 * shorter (a notice or an error under it).
 */
export function useChatScroll(messages: UserMessage[], viewerId: number | null) {
  const listRef = useRef<HTMLDivElement>(null);
  // How far above the bottom the reader is, as of the last scroll or update.
  const fromBottom = useRef(0);
  const shown = useRef<{ first?: number; last?: number } | null>(null);
  const firstId = messages[0]?.id;
  const latest = messages.at(-1);
  const lastId = latest?.id;
  const latestIsOwn = latest !== undefined && latest.sender.id === viewerId;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const previous = shown.current;
    shown.current = { first: firstId, last: lastId };
    const opened = previous === null;
    const newLatest = !opened && lastId !== previous.last;
    if (opened || (newLatest && (latestIsOwn || fromBottom.current <= NEAR_BOTTOM_PX))) {
      list.scrollTop = list.scrollHeight;
    } else if (!opened && firstId !== previous.first) {
      list.scrollTop = list.scrollHeight - list.clientHeight - fromBottom.current;
    }
    fromBottom.current = distanceFromBottom(list);
  }, [firstId, lastId, latestIsOwn]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      list.scrollTop = list.scrollHeight - list.clientHeight - fromBottom.current;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (list) fromBottom.current = distanceFromBottom(list);
  }, []);

  return { listRef, onScroll };
}
