import SigningPage from '@/features/e-signature-sandbox/routes/signing-page';
import { QueryProvider } from './query-provider';

/** The sandbox's signing page reads and answers its envelope, so it brings react-query too. */
export default function SigningRoute({ envelopeId }: { envelopeId: string }) {
  return (
    <QueryProvider>
      <SigningPage envelopeId={envelopeId} />
    </QueryProvider>
  );
}
