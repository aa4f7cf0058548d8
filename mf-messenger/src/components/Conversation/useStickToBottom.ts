import { useLayoutEffect, useState, type RefObject } from 'react';

/** Within this many pixels of the end the guest counts as reading the newest messages. */
const AT_BOTTOM_PX = 48;

interface Newest {
  /** The newest message's id (or pending client id): it changes with each message. */
  key: string | number | null;
  /** The newest is the guest's own: the view follows it wherever she was. */
  own: boolean;
  /** How many messages are shown, to count those that came at once. */
  total: number;
}

/**
 * Keeps a scrolled conversation at its end when new messages come while the guest is there (and
 * always for her own), and otherwise counts them for a "N new messages" jump.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, newest: Newest) {
  const [atBottom, setAtBottom] = useState(true);
  const [newCount, setNewCount] = useState(0);
  const [seen, setSeen] = useState(newest);
  // Each request to go to the end; the layout effect scrolls the pane for it.
  const [stick, setStick] = useState(0);
  // A new newest message: decided while rendering, from the last render's (React's "previous props" pattern).
  if (newest.key !== seen.key) {
    setSeen(newest);
    if (atBottom || newest.own) {
      setNewCount(0);
      setAtBottom(true);
      setStick((count) => count + 1);
    } else setNewCount((count) => count + Math.max(1, newest.total - seen.total));
  }
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stick > 0) element.scrollTop = element.scrollHeight;
  }, [ref, stick]);
  const toBottom = () => {
    setNewCount(0);
    setAtBottom(true);
    setStick((count) => count + 1);
  };
  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setNewCount(0);
  };
  return { atBottom, newCount, toBottom, onScroll };
}
