interface Receiver<E> {
  send: (event: E) => void;
}

/**
 * What the sign-in form sends before the login machine runs. The form keeps the `send` it was
 * drawn with until React draws it again, so a submit can come after the machine has started but
 * before the form knows: that send must still reach the machine, not wait for a start that has
 * already happened.
 */
export interface HeldEvent<E> {
  /** Sends to the running machine, or holds the event until it starts (and says so). */
  send: (event: E) => void;
  /** The machine started (or stopped, with null): a held event goes to it at once. */
  start: (receiver: Receiver<E> | null) => void;
}

export function heldEvent<E>(onHeld: () => void): HeldEvent<E> {
  let receiver: Receiver<E> | null = null;
  let held: E | null = null;
  return {
    send(event) {
      if (receiver) {
        receiver.send(event);
        return;
      }
      held = event;
      onHeld();
    },
    start(next) {
      receiver = next;
      if (receiver && held !== null) {
        const event = held;
        held = null;
        receiver.send(event);
      }
    },
  };
}
