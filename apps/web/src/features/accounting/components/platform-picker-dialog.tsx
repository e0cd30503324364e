import { Banner, Button, Dialog, Modal, Radio, RadioGroup, Stack } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import type { AccountingPlatform, RemovedConnection } from '../api/get-connection';

interface PlatformPickerDialogProps {
  platforms: readonly AccountingPlatform[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConnect: (platform: AccountingPlatform) => void;
  isConnecting: boolean;
  /** Why the last attempt failed, from the server. */
  error: string | null;
  /** Disconnected platforms with the mappings and rules they keep, the latest first. */
  removed: readonly RemovedConnection[];
  /** Chosen when the dialog opens (Reconnect: the platform it was). */
  initialChoice?: string | null;
}

/**
 * The accounting platform picker (spec part 1 §2.4, part 2 §9): Xero, QuickBooks Online and
 * its sandbox, NetSuite (with the company's NetSuite option), Sage and the sandbox. Before the
 * user confirms it says what the choice does to the mappings and rules a disconnected platform
 * keeps: the same platform brings them back, another starts without them.
 */
export function PlatformPickerDialog({
  platforms,
  isOpen,
  onOpenChange,
  onConnect,
  isConnecting,
  error,
  removed,
  initialChoice = null,
}: PlatformPickerDialogProps) {
  const { t } = useTranslator();
  const [choice, setChoice] = useState<string | null>(initialChoice);
  const chosen = platforms.find((platform) => platform.key === choice && platform.available);
  const nameOf = (key: string) => platforms.find((platform) => platform.key === key)?.name ?? key;
  const kept = chosen && removed.find((connection) => connection.platform === chosen.key);
  const [latest] = removed;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isConnecting}>
      <Dialog
        title={t('accounting.picker.title')}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isConnecting}>
              {t('accounting.picker.cancel')}
            </Button>
            <Button
              isPending={isConnecting}
              isDisabled={!chosen}
              onPress={() => {
                if (chosen) onConnect(chosen);
              }}
            >
              {chosen
                ? t('accounting.picker.connectTo', { integration: chosen.name })
                : t('accounting.picker.connect')}
            </Button>
          </>
        )}
      >
        <Stack space="medium">
          <RadioGroup
            label={t('accounting.picker.label')}
            description={t('accounting.picker.description')}
            value={choice}
            onChange={setChoice}
            errorMessage={error ?? undefined}
            isInvalid={error !== null}
          >
            {platforms.map((platform) => (
              <Radio
                key={platform.key}
                value={platform.key}
                isDisabled={!platform.available}
                description={
                  platform.available
                    ? t('accounting.picker.tracking', { style: platform.trackingStyle })
                    : t('accounting.picker.unavailable')
                }
              >
                {platform.name}
              </Radio>
            ))}
          </RadioGroup>
          {chosen && kept && (
            <Banner tone="info" announce="polite">
              {t('accounting.picker.kept', { integration: chosen.name })}
            </Banner>
          )}
          {chosen && !kept && latest && (
            <Banner tone="warning" announce="polite">
              {t('accounting.picker.fresh', {
                integration: chosen.name,
                previous: nameOf(latest.platform),
                mapped: latest.mappedTransactions,
                rules: latest.rules,
              })}
            </Banner>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
