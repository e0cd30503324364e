// The support chat behind an adapter: the shell only knows this contract. The sandbox chat is
// the default; a real help-desk widget would be another provider with the same shape.
import type { ComponentType } from 'react';

export interface SupportChatUser {
  firstName: string;
  lastName: string;
  email: string;
}

export interface SupportChatProvider {
  name: string;
  /** The launcher and conversation, rendered where the shell offers help. */
  Widget: ComponentType<{ user: SupportChatUser }>;
}
