import { MAX_RECEIPT_BYTES, isReceiptFileName } from '@outlay/rules';

/** The part of a parsed mail (mailparser's shape) the inbox looks at. */
export interface InboundMail {
  messageId: string | null;
  from: string;
  to: readonly string[];
  attachments: readonly InboundAttachment[];
}

export interface InboundAttachment {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Content-Disposition: inline images are logos and signatures, not receipts. */
  inline: boolean;
}

export type SkipReason = 'type' | 'size' | 'inline';

export type IntakeDecision =
  | { kind: 'refused'; reason: 'unknown-address' | 'sender-not-allowed' }
  | {
      kind: 'accepted';
      userKey: string;
      /** Same mail twice has the same key: one receipt. */
      dedupeKey: string;
      receipts: InboundAttachment[];
      skipped: { fileName: string; reason: SkipReason }[];
      /** True when nothing could be used: the sender gets an answer. */
      answerSender: boolean;
    };

const normal = (address: string) => address.trim().toLowerCase();

/** Which of a mail's attachments become inbox receipts, and whether its sender may send. */
export function decideIntake(
  mail: InboundMail,
  resolve: (recipient: string) => { userKey: string; senders: readonly string[] } | null,
  fallbackKey: (mail: InboundMail) => string,
): IntakeDecision {
  const owner = mail.to.map(resolve).find((found) => found !== null) ?? null;
  if (!owner) return { kind: 'refused', reason: 'unknown-address' };
  if (!owner.senders.map(normal).includes(normal(mail.from))) {
    return { kind: 'refused', reason: 'sender-not-allowed' };
  }
  const receipts: InboundAttachment[] = [];
  const skipped: { fileName: string; reason: SkipReason }[] = [];
  for (const attachment of mail.attachments) {
    const reason: SkipReason | null = attachment.inline
      ? 'inline'
      : !isReceiptFileName(attachment.fileName)
        ? 'type'
        : attachment.sizeBytes > MAX_RECEIPT_BYTES
          ? 'size'
          : null;
    if (reason) skipped.push({ fileName: attachment.fileName, reason });
    else receipts.push(attachment);
  }
  const messageId = mail.messageId?.trim();
  return {
    kind: 'accepted',
    userKey: owner.userKey,
    dedupeKey: `${owner.userKey}:${messageId ? messageId : fallbackKey(mail)}`,
    receipts,
    skipped,
    answerSender: receipts.length === 0,
  };
}
