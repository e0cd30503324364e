import { lazy } from 'react';
import type { SupportChatProvider } from './support-chat-provider';

/** The default provider; its code loads only for users who are offered the chat. */
export const sandboxSupportChat: SupportChatProvider = {
  name: 'sandbox',
  Widget: lazy(() => import('./sandbox-support-chat')),
};
