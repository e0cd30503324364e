import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Modal,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import type { SupportChatUser } from './support-chat-provider';

interface ChatLine {
  id: number;
  from: 'user' | 'agent';
  text: string;
}

/**
 * A local stand-in for the help desk's chat: the conversation stays in the browser and an
 * agent's acknowledgement answers each message, as the real widget's bot does.
 */
export default function SandboxSupportChat({ user }: { user: SupportChatUser }) {
  const { t } = useTranslator();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setLines((current) => [
      ...current,
      { id: current.length, from: 'user', text },
      { id: current.length + 1, from: 'agent', text: t('support.reply') },
    ]);
    setDraft('');
  };
  return (
    <DialogTrigger>
      <Button variant="secondary" size="small">
        {t('support.open')}
      </Button>
      <Modal size="small">
        <Dialog
          title={t('support.title')}
          actions={({ close }) => (
            <Button variant="secondary" onPress={close}>
              {t('support.close')}
            </Button>
          )}
        >
          <Stack space="medium">
            <Text tone="muted" size="small">
              {t('support.sandbox')}
            </Text>
            <Text>{t('support.intro', { firstName: user.firstName })}</Text>
            <Stack space="small">
              {lines.map((line) => (
                <Text key={line.id} tone={line.from === 'agent' ? 'muted' : 'neutral'}>
                  {t('support.line', {
                    author: line.from === 'agent' ? t('support.agent') : t('support.you'),
                    message: line.text,
                  })}
                </Text>
              ))}
            </Stack>
            <Form
              errorSummaryTitle={t('form.errorSummary.title')}
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <Stack space="small">
                <TextField
                  label={t('support.message')}
                  name="message"
                  value={draft}
                  onChange={setDraft}
                />
                <Button type="submit">{t('support.send')}</Button>
              </Stack>
            </Form>
          </Stack>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
