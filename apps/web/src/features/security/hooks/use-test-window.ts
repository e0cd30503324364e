import { useEffect, useRef } from 'react';
import type { PopupAnswer } from '@outlay/machines/sso-settings/sso-settings.types';
import { isSsoTestMessage } from '@/lib/sso-test-message';

/** How often the page looks whether the test window was closed without an answer. */
const CLOSED_CHECK_MS = 500;

interface TestWindowEvents {
  onAnswer: (answer: PopupAnswer) => void;
  onClosed: () => void;
}

/**
 * The "Test connection" window: opened on the press itself (so the browser does not block
 * it as a pop-up), sent to the provider once the server started the test, and listened to
 * until the callback page in it answers or it is closed.
 */
export function useTestWindow() {
  const current = useRef<{ popup: Window; stop: () => void } | null>(null);

  useEffect(() => () => current.current?.stop(), []);

  /** Opens the window; what it answers (or its closing) goes to `events`. */
  function open({ onAnswer, onClosed }: TestWindowEvents): boolean {
    current.current?.stop();
    const popup = window.open('about:blank', 'outlay-sso-test', 'width=520,height=680');
    if (!popup) return false;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !isSsoTestMessage(event.data)) return;
      const { data } = event;
      stop();
      onAnswer(
        data.ok
          ? { ok: true, testId: data.testId, email: data.email }
          : { ok: false, message: data.message },
      );
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      onClosed();
    }, CLOSED_CHECK_MS);
    function stop() {
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
      current.current = null;
    }
    window.addEventListener('message', onMessage);
    current.current = { popup, stop };
    return true;
  }

  return {
    open,
    /** Sends the open window to the provider's sign-in page. */
    go(url: string) {
      if (current.current) current.current.popup.location.href = url;
    },
    /** The test could not start: the window goes away unanswered. */
    abandon() {
      const opened = current.current;
      opened?.stop();
      opened?.popup.close();
    },
  };
}
